import { errorResponseOf, failedStatus } from '../../lib/forms/error-response';

export type RequestField = 'email' | 'kind';
export type RequestFieldErrors = Partial<Record<RequestField, string>>;

/** Why a request was not taken, as the form shows it: a message per field at fault, or one sentence above the button. */
export interface RequestFailure {
  fields: RequestFieldErrors;
  message: string | null;
}

const TOO_MANY = 'You have sent several requests in a short time. Please wait a minute, then try again.';
const UNREACHABLE = 'We could not send your request just now. Please try again.';

const isRequestField = (field: string): field is RequestField => field === 'email' || field === 'kind';

/**
 * A refusal names its fields (400); the rate limit (429) and every other
 * failure get a sentence of their own, since the server's is written for developers.
 */
export function requestFailure(error: unknown): RequestFailure {
  const status = failedStatus(error);
  if (status === 429) return { fields: {}, message: TOO_MANY };
  const refusal = status !== null && status < 500 ? errorResponseOf((error as { data?: unknown }).data) : null;
  if (!refusal) return { fields: {}, message: UNREACHABLE };
  const fields: RequestFieldErrors = {};
  for (const { field, message } of refusal.fields) if (isRequestField(field)) fields[field] ??= message;
  return Object.keys(fields).length > 0 ? { fields, message: null } : { fields, message: refusal.message ?? UNREACHABLE };
}
