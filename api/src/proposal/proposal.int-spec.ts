import { startTestApp, type TestApp } from '../../test/test-app';
import { DEVELOPMENT_PROPOSAL_PASSWORD } from './domain/proposal-password';
import { PROPOSAL_COOKIE } from './http/proposal-cookie';
import { PROPOSAL_CONTENT } from './proposal-content';
import { UNLOCK_ATTEMPTS } from './commands/unlock-proposal/unlock-proposal.http.controller';

let t: TestApp;
beforeAll(async () => {
  // Each test calls from an address of its own (X-Forwarded-For), so the attempt limit of one never touches another.
  t = await startTestApp('proposal', { TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let client = 0;
const newClient = () => `203.0.113.${++client}`;

const unlock = (ip: string, body: unknown) => t.http().post('/api/proposal/unlock').set('X-Forwarded-For', ip).send(body as object);
const read = (ip: string, cookie?: string) => {
  const call = t.http().get('/api/proposal').set('X-Forwarded-For', ip);
  return cookie === undefined ? call : call.set('Cookie', cookie);
};

/** Phrases that appear only in the gated content. */
const gatedPhrases = [
  PROPOSAL_CONTENT.headline,
  PROPOSAL_CONTENT.phases[1]!.name,
  PROPOSAL_CONTENT.guarantee.remedy,
  PROPOSAL_CONTENT.callToAction.label,
];

function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((value) => value.startsWith(`${PROPOSAL_COOKIE}=`));
  if (!header) throw new Error('no proposal cookie was set');
  return header.split(';')[0]!;
}

describe('POST /api/proposal/unlock', () => {
  it('refuses a wrong password with 401, the gate message and none of the proposal', async () => {
    const res = await unlock(newClient(), { password: 'not-the-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      success: false,
      statusCode: 401,
      error: 'Incorrect password. Please try again.',
      fields: [{ field: 'password', message: 'Incorrect password. Please try again.' }],
    });
    for (const phrase of gatedPhrases) expect(res.text).not.toContain(phrase);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['a missing password', {}],
    ['an empty password', { password: '' }],
    ['a blank password', { password: '   ' }],
    ['a password that is not text', { password: 12345678 }],
    ['a password that is an object', { password: { $ne: '' } }],
    ['an overlong password', { password: 'x'.repeat(257) }],
  ])('refuses %s with 400 naming the field', async (_label, body) => {
    const res = await unlock(newClient(), body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, statusCode: 400 });
    expect(res.body.fields.map((f: { field: string }) => f.field)).toContain('password');
    for (const phrase of gatedPhrases) expect(res.text).not.toContain(phrase);
  });

  it('answers the proposal and an httpOnly, same-site session cookie for the right password', async () => {
    const res = await unlock(newClient(), { password: DEVELOPMENT_PROPOSAL_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(PROPOSAL_CONTENT);
    expect(res.headers['cache-control']).toBe('no-store');
    const header = [res.headers['set-cookie']].flat().find((value) => value?.startsWith(`${PROPOSAL_COOKIE}=`));
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).toMatch(/; Path=\/api\/proposal/);
    expect(header).toMatch(/; Max-Age=43200/);
  });

  it(`allows ${UNLOCK_ATTEMPTS.max} attempts per address per window, then answers 429 even for the right password`, async () => {
    const ip = newClient();
    for (let i = 0; i < UNLOCK_ATTEMPTS.max; i++) expect((await unlock(ip, { password: `guess-${i}` })).status).toBe(401);
    const limited = await unlock(ip, { password: DEVELOPMENT_PROPOSAL_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, statusCode: 429 });
    expect(limited.body.error).toMatch(/^Too many requests/);
    for (const phrase of gatedPhrases) expect(limited.text).not.toContain(phrase);
    // Another address is not affected.
    expect((await unlock(newClient(), { password: DEVELOPMENT_PROPOSAL_PASSWORD })).status).toBe(200);
  });
});

describe('GET /api/proposal', () => {
  it('answers the proposal again with the session cookie', async () => {
    const ip = newClient();
    const cookie = sessionCookie((await unlock(ip, { password: DEVELOPMENT_PROPOSAL_PASSWORD })).headers['set-cookie']);
    const res = await read(ip, cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(PROPOSAL_CONTENT);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a visitor without the cookie with 401 and none of the proposal', async () => {
    const res = await read(newClient());
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, statusCode: 401 });
    for (const phrase of gatedPhrases) expect(res.text).not.toContain(phrase);
  });

  it('refuses a tampered or forged cookie', async () => {
    const ip = newClient();
    const cookie = sessionCookie((await unlock(ip, { password: DEVELOPMENT_PROPOSAL_PASSWORD })).headers['set-cookie']);
    const [name, token] = cookie.split('=') as [string, string];
    const [expiry, signature] = token.split('.') as [string, string];
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    const forged = [
      `${name}=${expiry}.${flipped}`,
      `${name}=${Number(expiry) + 86_400_000}.${signature}`,
      `${name}=true`,
      'proposal_authenticated=true',
    ];
    for (const value of forged) expect((await read(ip, value)).status).toBe(401);
  });
});
