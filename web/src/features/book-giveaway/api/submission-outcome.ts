import type { FieldError } from '@pitchlens/contracts';
import { errorResponseOf, failedStatus } from '../../../lib/forms/error-response';
import { errorMessage } from '../../../lib/store/api-slice';

export type SubmissionOutcome =
  | { kind: 'submitted' }
  /** The server answered and said no; `message` is its sentence for the visitor. */
  | { kind: 'refused'; message: string; fields: FieldError[] }
  /** No usable answer arrived: the network, a timeout or a body that is not JSON. */
  | { kind: 'unreachable' };

function refusal(body: unknown, fallback: string): SubmissionOutcome | null {
  const refused = errorResponseOf(body);
  return refused && { kind: 'refused', message: refused.message ?? fallback, fields: refused.fields };
}

/**
 * Reads what RTK Query made of the answer (spec §7, §8). A 4xx/5xx still
 * carries `{ success: false, error }`, which is what the visitor is shown.
 */
export function submissionOutcome(result: { data?: unknown; error?: unknown }): SubmissionOutcome {
  if (result.data !== undefined) {
    const submitted = typeof result.data === 'object' && result.data !== null && (result.data as { success?: unknown }).success === true;
    return refusal(result.data, 'Please try again.') ?? (submitted ? { kind: 'submitted' } : { kind: 'unreachable' });
  }
  if (failedStatus(result.error) === null) return { kind: 'unreachable' };
  // An answer in the API's error shape speaks for itself; anything else reads as "<status>: <body>" (spec §8).
  const error = result.error as { data?: unknown };
  return refusal(error.data, errorMessage(error)) ?? { kind: 'refused', message: errorMessage(error), fields: [] };
}
