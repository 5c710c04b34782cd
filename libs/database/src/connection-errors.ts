/** Socket failures: the server is down, restarting or out of reach. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** Postgres's own words for "not now": shutting down, crashed, starting up, full. Class 08 is any connection exception. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What pg and pg-pool say when a connection broke or never came (they set no code). */
const LOST_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * Whether `error` means Postgres could not be reached or dropped the
 * connection, as opposed to refusing what was asked of it. Such a failure is
 * worth retrying later (the API answers 503); the request itself was fine.
 */
export function isConnectionLost(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
  // Node reports a failed connection to a name with several addresses as an AggregateError of each attempt.
  return Array.isArray(errors) && errors.length > 0 && errors.every(isConnectionLost);
}
