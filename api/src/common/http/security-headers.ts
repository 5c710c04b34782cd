import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers of the API's JSON answers. They are never rendered as pages, so
 * the site's policy (what scripts, frames and styles a page may load) means
 * nothing there, and on every tracking call it was over a kilobyte for each
 * side to write and read. What does apply: load nothing, never be framed,
 * never be sniffed as another type, and HTTPS only (OWASP's REST headers).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * Helmet's headers for the site's pages and files, worked out once at start.
 * They depend on nothing in the request, and building them per request cost
 * more than the rest of a tracking call's HTTP handling.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
