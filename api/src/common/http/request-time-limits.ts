import type { ServerOptions } from 'node:http';

/**
 * How often Node looks for requests past their time limit. Its default, 30 s,
 * would let one run up to 30 s past the limit; the check walks only the
 * connections with a request still arriving, so once a second costs next to
 * nothing.
 */
const CHECK_EVERY_MS = 1_000;

/** The server options that bound the time a request may take to arrive. */
export interface RequestTimeLimits {
  requestTimeout: number;
  http: ServerOptions;
}

/**
 * The time a client has to send a whole request (REQUEST_TIMEOUT_SECONDS),
 * counted from its connection or, on a kept-alive one, its first byte; past
 * it the server answers 408 if it still can and closes the connection.
 * Fastify's default (0) turns Node's own limit off, and an idle-socket
 * timeout would not do: a byte a second keeps a socket busy. Only the request's arrival is timed:
 * the answer (the contacts CSV streams), and a kept-alive connection waiting
 * for its next request (Fastify's keepAliveTimeout, 72 s), are not.
 */
export function requestTimeLimits(seconds: number): RequestTimeLimits {
  const limit = seconds * 1_000;
  return {
    // Given to Fastify, which sets it on the server after creating it (in `http` it would be overwritten with 0).
    requestTimeout: limit,
    http: {
      // Headers are part of the request: Node's own 60 s would only outlast the limit.
      headersTimeout: limit,
      connectionsCheckingInterval: CHECK_EVERY_MS,
    },
  };
}
