import type { PrivacyRequestAccepted, PrivacyRequestKind } from '@pitchlens/contracts';
import { failedStatus } from '../../lib/forms/error-response';

/** Where a confirmation stands: under way, done (for its kind), refused (a bad, used or expired link) or not answered. */
export type ConfirmOutcome = 'confirming' | PrivacyRequestKind | 'invalid' | 'unreachable';

/** A 4xx refuses the link itself; the rate limit, a 5xx or no answer at all may pass, so the link is worth trying again. */
export function confirmOutcome(result: { data?: PrivacyRequestAccepted; error?: unknown }): ConfirmOutcome {
  if (result.data) return result.data.kind;
  const status = failedStatus(result.error);
  return status !== null && status >= 400 && status < 500 && status !== 429 ? 'invalid' : 'unreachable';
}
