import { ADMIN_SESSION_COOKIE } from '@pitchlens/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session cookie. It has no Max-Age, so it ends with the browser session
 * (the spec's "remembered per browser session"); the server ends the session
 * itself after ADMIN_SESSION_TTL_SECONDS. HttpOnly keeps it from scripts,
 * SameSite=Strict keeps other sites from sending it (no CSRF), Path=/api
 * keeps it off page and asset requests.
 */
function attributes(secure: boolean): string {
  return `Path=/api; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function setSessionCookie(reply: FastifyReply, sessionId: string, secure: boolean): void {
  void reply.header('set-cookie', `${ADMIN_SESSION_COOKIE}=${sessionId}; ${attributes(secure)}`);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.header('set-cookie', `${ADMIN_SESSION_COOKIE}=; Max-Age=0; ${attributes(secure)}`);
}

/** The session id the request carries, if any (the API has no cookie plugin; one cookie is all it reads). */
export function sessionIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === ADMIN_SESSION_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}
