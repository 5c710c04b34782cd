import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import type { CaughtMessage } from './mail-catcher';
import { renderMessage, renderMessageList, renderNotFound } from './mail-catcher-pages';

/** The HTML part may hold anything a visitor typed: no scripts, no fetches, no frames; only inline styles and inline images. */
export const HTML_PART_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** The catcher's own pages need nothing beyond their inline CSS and the same-origin iframe holding the HTML part. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const COMMON_HEADERS: OutgoingHttpHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  // The list changes as mail arrives; a cached copy would hide new messages.
  'Cache-Control': 'no-store',
};

const HTML = 'text/html; charset=utf-8';

export function createWebHandler(messages: () => readonly CaughtMessage[]): RequestListener {
  return (request, response) => {
    route(request, response, messages());
  };
}

function route(request: IncomingMessage, response: ServerResponse, messages: readonly CaughtMessage[]): void {
  // Only reading is offered; Node drops the body of HEAD answers on its own.
  if (request.method !== 'GET' && request.method !== 'HEAD') return notFound(response);
  // The path is taken as sent: `new URL` would read a path like `//host/` as a host.
  const path = (request.url ?? '/').split('?', 1)[0];

  if (path === '/') return send(response, HTML, renderMessageList(messages), { 'Content-Security-Policy': PAGE_CSP });
  if (path === '/api/messages') return send(response, 'application/json; charset=utf-8', JSON.stringify(messages));

  const match = /^\/messages\/([1-9][0-9]{0,15})(\/html)?$/.exec(path);
  const message = match === null ? undefined : messages.find((candidate) => candidate.id === Number(match[1]));
  if (match === null || message === undefined) return notFound(response);

  if (match[2] === undefined) return send(response, HTML, renderMessage(message), { 'Content-Security-Policy': PAGE_CSP });
  if (message.html === null) return notFound(response);
  return send(response, HTML, message.html, { 'Content-Security-Policy': HTML_PART_CSP });
}

function notFound(response: ServerResponse): void {
  send(response, HTML, renderNotFound(), { 'Content-Security-Policy': PAGE_CSP }, 404);
}

function send(response: ServerResponse, contentType: string, body: string, headers: OutgoingHttpHeaders = {}, status = 200): void {
  response.writeHead(status, {
    ...COMMON_HEADERS,
    ...headers,
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(body);
}
