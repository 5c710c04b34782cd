import { ADMIN_SESSION_COOKIE } from '@pitchlens/contracts';
import fc from 'fast-check';
import { STRIPE_WEBHOOK_PATH } from '../../src/payments/stripe/stripe-gateway';
import { headerText, hostileJson, hostileKey, hostileRawBody, hostileText, malformedUrlPart, nestedJson, nestedObjectsJson, objectJson, percentEncoded } from './hostile-values';

/** A route to attack, with valid input that hostile input is mostly made from, so it reaches past the first check. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** With `:name` placeholders for path parameters. */
  path: string;
  params?: Record<string, string>;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  /** 'admin': mostly sent with the admin session; 'never': never with it (it would end the session). */
  session?: 'admin' | 'never';
}

export interface HostileRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** What the write policy must answer: 403 when another site's page asks, 415 for a body that is not JSON. */
  policy?: 403 | 415;
  /** A field the answer must refuse with a 400: an array sent where the contract declares an object. */
  refuses?: string;
}

interface Context {
  siteUrl: string;
  adminCookie: string;
}

/** Where a request says it comes from, and whether that is another site. */
interface Provenance {
  headers: Record<string, string>;
  foreign: boolean;
}

interface ContentType {
  type: string;
  json: boolean;
}

/** The parts a request is made of; whatever is left out is what the site's own client would send. */
interface Parts {
  params?: Record<string, string>;
  query?: string;
  body?: string;
  type?: ContentType;
  from?: Provenance;
  cookie?: string;
  others?: Record<string, string>;
  refuses?: string;
}

const JSON_TYPE: ContentType = { type: 'application/json', json: true };
const FROM_NOWHERE: Provenance = { headers: {}, foreign: false };

function request(endpoint: Endpoint, parts: Parts): HostileRequest {
  const write = endpoint.method !== 'GET';
  const { params = {}, query, body, type = body === undefined ? undefined : JSON_TYPE, from = FROM_NOWHERE, cookie, others = {}, refuses } = parts;
  const path = Object.entries(params).reduce((url, [name, value]) => url.replace(`:${name}`, value), endpoint.path);
  const guarded = write && endpoint.path !== STRIPE_WEBHOOK_PATH;
  return {
    method: endpoint.method,
    url: query === undefined ? path : `${path}?${query}`,
    headers: { ...others, ...from.headers, ...(type ? { 'content-type': type.type } : {}), ...(cookie ? { cookie } : {}) },
    body,
    policy: !guarded ? undefined : from.foreign ? 403 : type && !type.json ? 415 : undefined,
    refuses: guarded ? refuses : undefined,
  };
}

const validParams = (endpoint: Endpoint) => Object.fromEntries(Object.entries(endpoint.params ?? {}).map(([name, value]) => [name, encodeURIComponent(value)]));
const validQuery = (endpoint: Endpoint) => (endpoint.query ? queryString(Object.entries(endpoint.query)) : undefined);
const queryString = (pairs: [string, string][]) => pairs.map(([key, value]) => `${percentEncoded(key)}=${percentEncoded(value)}`).join('&');
const sessionCookie = (endpoint: Endpoint, context: Context) => (endpoint.session === 'admin' ? context.adminCookie : undefined);

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const valueAt = (sample: Json, path: string[]): unknown => path.reduce<unknown>((value, key) => (value as Json)[key], sample);

/** The path to every value of `sample`, nested objects' members included. */
function valuePaths(sample: Json, prefix: string[] = []): string[][] {
  return Object.entries(sample).flatMap(([key, value]) => {
    const path = [...prefix, key];
    return isObject(value) ? [path, ...valuePaths(value, path)] : [path];
  });
}

/** A unique stand-in value, replaced in the JSON text by raw hostile JSON (which no JS value could always be). */
const MARK = '\u0001hostile\u0001';

/** `sample` as JSON text with `raw` at `path` (defined as an own property, so `__proto__` stays a key), or without the value there. */
function alteredJson(sample: Json, path: string[], raw: string | null): string {
  const copy = structuredClone(sample);
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Json;
  const key = path[path.length - 1];
  if (raw === null) delete parent[key];
  else Object.defineProperty(parent, key, { value: MARK, enumerable: true, configurable: true, writable: true });
  return JSON.stringify(copy).replace(JSON.stringify(MARK), () => raw ?? '');
}

/** The endpoint's address, with valid path parameters and query string. */
export const validUrl = (endpoint: Endpoint): string => request(endpoint, { params: validParams(endpoint), query: validQuery(endpoint) }).url;

/** The endpoint's valid call as another site's page would make it, with the admin's cookie where it takes one: a write the policy refuses (403). */
export function crossSiteRequest(endpoint: Endpoint, context: Context): HostileRequest {
  const from = { headers: { origin: 'https://evil.example' }, foreign: true };
  return request(endpoint, { params: validParams(endpoint), query: validQuery(endpoint), cookie: sessionCookie(endpoint, context), body: JSON.stringify(endpoint.body ?? {}), from });
}

/*
 * Targeted requests: every field of every endpoint with each kind of input
 * that has broken it or its kind before, so a CI run always covers them;
 * the random requests below explore around them.
 */

/** What goes in each body field in turn: the nesting that overflowed class-transformer, arrays (refused where an object is declared), null, unstorable text, sizes and types. */
const FIELD_ATTACKS = [nestedJson(7000), nestedJson(33), '[]', '{}', 'null', '"\\u0000"', '"\\ud800"', JSON.stringify('x'.repeat(2049)), '42', 'true', '{"__proto__":{"admin":true}}'];
const BODY_ATTACKS = ['', '{"a":', '[]', '"text"', nestedJson(8000), nestedObjectsJson(33), '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', JSON.stringify({ a: 'x'.repeat(16 * 1024) })];
const QUERY_ATTACKS = ['%00', 'a%00b', '%ED%A0%80', '%zz', 'x'.repeat(2049)];
const URL_ATTACKS = ['%00', '%ED%A0%80', '%zz', '%2e%2e', 'x'.repeat(101)];

export function targetedRequests(endpoint: Endpoint, context: Context): HostileRequest[] {
  const cookie = sessionCookie(endpoint, context);
  const base = { params: validParams(endpoint), query: validQuery(endpoint), cookie };
  const sample = endpoint.body ?? {};
  const requests: Parts[] = [];
  if (endpoint.method !== 'GET') {
    for (const path of valuePaths(sample)) {
      const object = isObject(valueAt(sample, path));
      for (const raw of FIELD_ATTACKS) requests.push({ ...base, body: alteredJson(sample, path, raw), refuses: object && raw === '[]' ? path.join('.') : undefined });
    }
    for (const key of ['__proto__', 'constructor']) requests.push({ ...base, body: alteredJson(sample, [key], '{"prototype":{"admin":true}}') });
    for (const body of BODY_ATTACKS) requests.push({ ...base, body });
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) requests.push({ ...base, body: 'path=/x', type: { type, json: false } });
    for (const origin of ['https://evil.example', 'null']) requests.push({ ...base, body: JSON.stringify(sample), from: { headers: { origin }, foreign: true } });
  }
  for (const key of Object.keys(endpoint.query ?? {})) {
    const others = Object.entries(endpoint.query ?? {}).filter(([k]) => k !== key);
    for (const value of QUERY_ATTACKS) requests.push({ ...base, query: `${queryString(others)}&${key}=${value}` });
    requests.push({ ...base, query: `${validQuery(endpoint)}&${key}=again` });
  }
  for (const name of Object.keys(endpoint.params ?? {})) for (const value of URL_ATTACKS) requests.push({ ...base, params: { ...base.params, [name]: value } });
  return requests.map((parts) => request(endpoint, parts));
}

/* Random requests: every part at once, valid or hostile. */

const provenance = (siteUrl: string): fc.Arbitrary<Provenance> =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(FROM_NOWHERE) },
    {
      weight: 4,
      arbitrary: fc.constantFrom<Provenance>(
        { headers: { origin: siteUrl }, foreign: false },
        { headers: { host: 'pitchlens.test', origin: 'http://pitchlens.test' }, foreign: false },
        { headers: { host: 'internal:3000', 'x-forwarded-host': 'pitchlens.test', origin: 'https://pitchlens.test' }, foreign: false },
        { headers: { referer: `${siteUrl}/pricing?plan=yearly` }, foreign: false },
      ),
    },
    fc.constantFrom<Provenance>(
      { headers: { host: 'pitchlens.test', 'x-forwarded-host': 'evil.example', origin: 'http://pitchlens.test' }, foreign: true },
      { headers: { referer: 'https://evil.example/page' }, foreign: true },
      { headers: { referer: 'not a url' }, foreign: true },
    ),
    fc.constantFrom('https://evil.example', 'null', 'http://pitchlens.test.evil.example', 'file://', `${siteUrl}.evil.example`).map((origin) => ({ headers: { origin }, foreign: true })),
    headerText.map((origin) => ({ headers: { origin }, foreign: true })),
  );

const JSON_TYPES = ['application/json; charset=utf-8', 'Application/JSON', 'application/json;charset=latin1', 'application/json; foo="a;b"'];
const OTHER_TYPES = ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', 'application/jsonx', 'application/json-patch+json', 'application/xml', 'json', '*/*', ';', 'application/'];

const contentType: fc.Arbitrary<ContentType> = fc.oneof(
  { weight: 12, arbitrary: fc.constant(JSON_TYPE) },
  { weight: 2, arbitrary: fc.constantFrom(...JSON_TYPES).map((type) => ({ type, json: true })) },
  { weight: 2, arbitrary: fc.constantFrom(...OTHER_TYPES).map((type) => ({ type, json: false })) },
  { weight: 1, arbitrary: headerText.map((type) => ({ type, json: false })) },
);

/** Bodies made from a valid one: a value replaced (mostly), a key added or removed, or something else entirely. */
function hostileBody(sample: Json): fc.Arbitrary<string> {
  const paths = valuePaths(sample);
  const objects = [[], ...paths.filter((path) => isObject(valueAt(sample, path)))];
  const replaced = paths.length > 0 ? [{ weight: 6, arbitrary: fc.tuple(fc.constantFrom(...paths), hostileJson).map(([path, raw]) => alteredJson(sample, path, raw)) }] : [];
  const removed = paths.length > 0 ? [fc.constantFrom(...paths).map((path) => alteredJson(sample, path, null))] : [];
  return fc.oneof(
    fc.constant(JSON.stringify(sample)),
    ...replaced,
    ...removed,
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...objects), hostileKey, hostileJson).map(([path, key, raw]) => alteredJson(sample, [...path, key], raw)) },
    fc.array(fc.tuple(hostileKey, hostileJson), { maxLength: 5 }).map(objectJson),
    hostileRawBody,
  );
}

/** Text short enough for a URL (Node refuses request heads over 16 KB before any handler runs). */
const urlText = hostileText.filter((text) => text.length <= 2049);

function hostileQuery(sample: Record<string, string>): fc.Arbitrary<string> {
  const pairs = Object.entries(sample);
  const keys = [...pairs.map(([key]) => key), 'email', 'token'];
  const altered = fc.oneof(
    fc.constant(pairs),
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...keys), urlText).map(([key, value]): [string, string][] => [...pairs.filter(([k]) => k !== key), [key, value]]) },
    // A key twice makes its value an array.
    fc.tuple(fc.constantFrom(...keys), urlText).map(([key, value]): [string, string][] => [...pairs, [key, value]]),
    fc.tuple(hostileKey, urlText).map(([key, value]): [string, string][] => [...pairs, [key, value]]),
  );
  const raw = fc.option(fc.constantFrom('&', '&&', '&=', '&a[b]=c', '&a[]=1&a[]=2', '&%zz=%', '&email=%ED%A0%80', '&email=%00', '&email=%C0%80'), { nil: '' });
  return fc.tuple(altered, raw).map(([list, suffix]) => queryString(list) + suffix);
}

function hostileParams(endpoint: Endpoint): fc.Arbitrary<Record<string, string>> {
  const valid = validParams(endpoint);
  const param = (name: string) => fc.oneof({ weight: 3, arbitrary: fc.constant(valid[name]) }, urlText.map(percentEncoded), malformedUrlPart);
  return fc.record(Object.fromEntries(Object.keys(valid).map((name) => [name, param(name)])));
}

function hostileCookie(endpoint: Endpoint, context: Context): fc.Arbitrary<string | undefined> {
  const garbage = fc.oneof(
    headerText,
    headerText.map((value) => `${ADMIN_SESSION_COOKIE}=${value}`),
    headerText.map((value) => `pitchlens_proposal=${value}`),
    fc.constantFrom(`${ADMIN_SESSION_COOKIE}=${'x'.repeat(4000)}`, '=; ;;==a', `${ADMIN_SESSION_COOKIE}=; ${ADMIN_SESSION_COOKIE}=x`),
  );
  if (endpoint.session === 'admin') return fc.oneof({ weight: 4, arbitrary: fc.constant(context.adminCookie) }, garbage, fc.constant(undefined));
  if (endpoint.session === 'never') return fc.option(garbage, { nil: undefined });
  return fc.option(fc.oneof(garbage, fc.constant(context.adminCookie)), { nil: undefined });
}

/**
 * A compression or a byte range, not both: a range of a precompressed file is
 * a range of its compressed bytes (right by HTTP), which supertest fails to
 * decompress before the test could look at the answer.
 */
const encodingOrRange = fc.oneof(
  fc.constant({}),
  fc.constantFrom('br', 'gzip', 'br;q=0, gzip;q=2', '*', 'identity;q=0', 'x').map((encoding) => ({ 'accept-encoding': encoding })),
  fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=5-1', 'bytes=0-1,2-3,4-5', 'bytes=999999999-', 'lines=1-2', 'bytes=x').map((range) => ({ range })),
);

const otherHeaders = fc
  .tuple(
    fc.record(
      {
        'x-request-id': headerText,
        'x-customer-token': headerText,
        // A share link's token: malformed, forged and not a bearer at all.
        authorization: fc.oneof(headerText, headerText.map((text) => `Bearer ${text}`), fc.constantFrom('Bearer 7d444840-9dc0-11d1-b245-5ffdce74fad2.zzzzzzzz.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'Bearer', 'Basic YWRtaW46YWRtaW4=')),
        'user-agent': headerText,
        'x-forwarded-for': fc.oneof(headerText, fc.constantFrom('203.0.113.9', '::1, 10.0.0.1', 'unknown', '999.999.999.999', '[::1]:80')),
        'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher', ''),
        accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'text/csv', ''),
        'if-none-match': headerText,
        'if-modified-since': fc.constantFrom('Tue, 01 Jan 2999 00:00:00 GMT', 'yesterday', ''),
      },
      { requiredKeys: [] },
    ),
    encodingOrRange,
  )
  .map(([headers, encoding]): Record<string, string> => ({ ...headers, ...encoding }));

/** Random calls of one endpoint: its body, query string, path parameters and headers, each valid or hostile. */
export function hostileRequests(endpoint: Endpoint, context: Context): fc.Arbitrary<HostileRequest> {
  const body =
    endpoint.method === 'GET'
      ? fc.constant({})
      : fc.oneof(
          { weight: 6, arbitrary: fc.record({ body: hostileBody(endpoint.body ?? {}), type: contentType }) },
          { weight: 1, arbitrary: fc.record({ type: fc.option(contentType, { nil: undefined }) }) },
        );
  return fc
    .record({
      params: hostileParams(endpoint),
      query: fc.option(hostileQuery(endpoint.query ?? {}), { nil: validQuery(endpoint), freq: 2 }),
      body,
      from: provenance(context.siteUrl),
      cookie: hostileCookie(endpoint, context),
      others: otherHeaders,
    })
    .map(({ body: content, ...parts }) => request(endpoint, { ...parts, ...content }));
}
