import type { FieldError } from '@pitchlens/contracts';
import { errorMessage } from '../../../lib/store/api-slice';

export type SubmissionOutcome =
  | { kind: 'submitted' }
  /** The server answered and said no; `message` is its sentence for the visitor. */
  | { kind: 'refused'; message: string; fields: FieldError[] }
  /** No usable answer arrived: the network, a timeout or a body that is not JSON. */
  | { kind: 'unreachable' };

interface Refusal {
  success: false;
  error?: unknown;
  fields?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isRefusal = (body: unknown): body is Refusal => isObject(body) && body.success === false;

function refusal(body: Refusal, fallback: string): SubmissionOutcome {
  const message = typeof body.error === 'string' && body.error.trim() ? body.error : fallback;
  const fields = Array.isArray(body.fields)
    ? body.fields.filter((f): f is FieldError => typeof f?.field === 'string' && typeof f?.message === 'string')
    : [];
  return { kind: 'refused', message, fields };
}

/**
 * Reads what RTK Query made of the answer (spec §7, §8). A 4xx/5xx still
 * carries `{ success: false, error }`, which is what the visitor is shown.
 */
export function submissionOutcome(result: { data?: unknown; error?: unknown }): SubmissionOutcome {
  if (result.data !== undefined) {
    if (isRefusal(result.data)) return refusal(result.data, 'Please try again.');
    return isObject(result.data) && result.data.success === true ? { kind: 'submitted' } : { kind: 'unreachable' };
  }
  const error: Record<string, unknown> = isObject(result.error) ? result.error : {};
  if (typeof error.status !== 'number') return { kind: 'unreachable' };
  // An answer in the API's error shape speaks for itself; anything else reads as "<status>: <body>" (spec §8).
  return isRefusal(error.data) ? refusal(error.data, errorMessage(error)) : { kind: 'refused', message: errorMessage(error), fields: [] };
}
