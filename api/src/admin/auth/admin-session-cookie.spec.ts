import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookie, sessionIdOf, setSessionCookie } from './admin-session-cookie';

function fakeReply(): { reply: FastifyReply; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  const reply = { header: (name: string, value: string) => ((headers[name] = value), reply) } as unknown as FastifyReply;
  return { reply, headers };
}

describe('admin session cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to /api, and Secure only when asked (production)', () => {
    const plain = fakeReply();
    setSessionCookie(plain.reply, 'abc', false);
    expect(plain.headers['set-cookie']).toBe('pitchlens_admin=abc; Path=/api; HttpOnly; SameSite=Strict');
    const secure = fakeReply();
    setSessionCookie(secure.reply, 'abc', true);
    expect(secure.headers['set-cookie']).toBe('pitchlens_admin=abc; Path=/api; HttpOnly; SameSite=Strict; Secure');
    const cleared = fakeReply();
    clearSessionCookie(cleared.reply, false);
    expect(cleared.headers['set-cookie']).toMatch(/^pitchlens_admin=; Max-Age=0; Path=\/api/);
  });

  it('reads the session id from among other cookies', () => {
    const request = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as FastifyRequest;
    expect(sessionIdOf(request('a=1; pitchlens_admin=xyz; b=2'))).toBe('xyz');
    expect(sessionIdOf(request('pitchlens_admin_other=1'))).toBeUndefined();
    expect(sessionIdOf(request())).toBeUndefined();
  });
});
