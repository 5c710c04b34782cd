import type { IncomingMessage, ServerResponse } from 'node:http';
import { STRIPE_API_VERSION } from './api-version';
import { StripeApiError, type StripeErrorBody } from './errors';
import { applyExpand } from './expand';
import { parseFormBody, type FormObject } from './form-body';
import { IdempotencyStore } from './idempotency';
import { idFromClientSecret, newId } from './ids';
import { Params } from './params';
import { matchRoute } from './routes';
import type { EmulatorState } from './state';
import { stripeJsSource } from './stripe-js';
import { refuseUnknownParams } from './unknown-params';

export interface Keys {
  /** Exact secret key to accept; when unset any `sk_test_…` key is accepted. */
  secretKey?: string;
  publishableKey?: string;
}

/** Emulator-only controls for processes that cannot call the JS API (e2e stack, `npm start`). */
export interface ControlHooks {
  advanceTime(seconds: number): void;
  setWebhookEndpoint(url: string, secret: string, enabledEvents?: string[]): void;
  deliveries(): unknown;
}

const MAX_BODY_BYTES = 1_000_000;
const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account',
  'Access-Control-Max-Age': '600',
};

type Auth = { kind: 'secret' | 'publishable'; key: string };

export function createHttpHandler(state: EmulatorState, keys: Keys, control: ControlHooks) {
  const idempotency = new IdempotencyStore();

  function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache, no-store', ...headers });
    res.end(body);
  }

  function error(status: number, body: StripeErrorBody): { status: number; body: string } {
    return { status, body: JSON.stringify({ error: body }, null, 2) };
  }

  function authenticate(req: IncomingMessage, params: FormObject): Auth {
    const header = req.headers.authorization ?? '';
    let key: string | undefined;
    if (/^Bearer /i.test(header)) key = header.slice(7).trim();
    else if (/^Basic /i.test(header)) key = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0];
    else if (typeof params.key === 'string') key = params.key; // Stripe.js sends `key=pk_…` in the body
    if (!key) {
      throw new StripeApiError(401, {
        type: 'invalid_request_error',
        message: 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. \'Authorization: Bearer YOUR_SECRET_KEY\').',
      });
    }
    const invalid = new StripeApiError(401, { type: 'invalid_request_error', code: 'api_key_invalid', message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` });
    if (key.startsWith('sk_') || key.startsWith('rk_')) {
      if (keys.secretKey ? key !== keys.secretKey : !/^(sk|rk)_test_/.test(key)) throw invalid;
      return { kind: 'secret', key };
    }
    if (key.startsWith('pk_')) {
      if (keys.publishableKey ? key !== keys.publishableKey : !key.startsWith('pk_test_')) throw invalid;
      return { kind: 'publishable', key };
    }
    throw invalid;
  }

  function handleControl(method: string, path: string, params: Params): { status: number; body: string } {
    if (method === 'POST' && path === '/_emulator/advance_time') {
      control.advanceTime(params.int('seconds'));
      return { status: 200, body: JSON.stringify({ now: state.now() }) };
    }
    if (method === 'POST' && path === '/_emulator/webhook_endpoint') {
      control.setWebhookEndpoint(params.string('url'), params.string('secret'), params.stringArray('enabled_events'));
      return { status: 200, body: JSON.stringify({ ok: true }) };
    }
    if (method === 'GET' && path === '/_emulator/deliveries') return { status: 200, body: JSON.stringify(control.deliveries()) };
    return error(404, { type: 'invalid_request_error', message: `Unrecognized emulator control (${method}: ${path})` });
  }

  function dispatch(req: IncomingMessage, method: string, path: string, form: FormObject): { status: number; body: string; replayed?: boolean } {
    const auth = authenticate(req, form);
    // `key` and `client_secret` authorise Stripe.js calls; they are not API parameters.
    const clientSecret = form.client_secret;
    const rest = { ...form };
    delete rest.key;
    delete rest.client_secret;
    const params = new Params(rest);
    if (path.startsWith('/_emulator/')) {
      if (auth.kind !== 'secret') throw new StripeApiError(401, { type: 'invalid_request_error', message: 'Emulator controls need the secret key.' });
      return handleControl(method, path, params);
    }
    const matched = matchRoute(method, path);
    if (!matched || matched === 'method_not_allowed') {
      return error(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}). The Stripe emulator implements only the calls Pitchlens makes; see libs/stripe-emulator/README.md.`,
      });
    }
    const { route, id } = matched;
    if (auth.kind === 'publishable') {
      if (!route.publishable) {
        throw new StripeApiError(401, { type: 'invalid_request_error', message: 'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.' });
      }
      if (route.publishable === 'client_secret') {
        const obj = id ? state.objects.get(id) : undefined;
        if (typeof clientSecret !== 'string' || !obj || obj.client_secret !== clientSecret || idFromClientSecret(clientSecret) !== id) {
          throw new StripeApiError(400, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'client_secret',
            message: `The client_secret provided does not match any associated ${route.object ?? 'object'}.`,
          });
        }
      }
    }

    // Before the idempotency store: Stripe saves no result for a request that fails validation.
    refuseUnknownParams(rest, route.params);
    const idemKey = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    const fingerprint = `${method} ${path} ${JSON.stringify(rest)}`;
    if (idemKey) {
      const stored = idempotency.lookup(auth.key, idemKey, fingerprint);
      if (stored) return { ...stored, replayed: true };
    }
    state.request = { id: newId('req'), idempotencyKey: idemKey ?? null };
    let result: { status: number; body: string };
    try {
      const body = route.handler({ state, params, path: id ? { id } : {}, publishable: auth.kind === 'publishable' });
      result = { status: 200, body: JSON.stringify(applyExpand(state, body, params.stringArray('expand')), null, 2) };
    } catch (e) {
      if (!(e instanceof StripeApiError)) throw e;
      result = error(e.status, e.body);
    } finally {
      state.request = { id: null, idempotencyKey: null };
    }
    // Stripe saves results once an endpoint has started executing: successes and card declines.
    if (idemKey && (result.status === 200 || result.status === 402)) idempotency.save(auth.key, idemKey, fingerprint, result);
    return result;
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const method = (req.method ?? 'GET').toUpperCase();
    const cors = { ...CORS_HEADERS, 'Access-Control-Allow-Origin': req.headers.origin ?? '*', Vary: 'Origin' };
    try {
      if (method === 'OPTIONS') {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      if (method === 'GET' && /^\/(v3\/?|v3\/stripe\.js|[a-z]+\/stripe\.js)$/.test(url.pathname)) {
        res.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
        res.end(stripeJsSource());
        return;
      }
      if (method === 'GET' && (url.pathname === '/' || url.pathname === '/healthz')) {
        send(res, 200, JSON.stringify({ ok: true, emulator: 'stripe', api_version: STRIPE_API_VERSION }), cors);
        return;
      }
      const raw = await readBody(req);
      const form = { ...parseFormBody(url.search.slice(1)), ...parseFormBody(raw) };
      const result = dispatch(req, method, url.pathname, form);
      send(res, result.status, result.body, {
        ...cors,
        'Request-Id': newId('req'),
        'Stripe-Version': (req.headers['stripe-version'] as string | undefined) ?? STRIPE_API_VERSION,
        ...(result.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
      });
    } catch (e) {
      if (e instanceof StripeApiError) {
        const r = error(e.status, e.body);
        send(res, r.status, r.body, cors);
        return;
      }
      console.error('[stripe-emulator] internal error', e);
      const r = error(500, { type: 'api_error', message: `Stripe emulator internal error: ${e instanceof Error ? e.message : String(e)}` });
      send(res, r.status, r.body, cors);
    }
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new StripeApiError(413, { type: 'invalid_request_error', message: 'Request body too large.' });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
