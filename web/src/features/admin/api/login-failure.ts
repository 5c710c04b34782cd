import type { PasswordFailure } from '../../../lib/forms/use-password-gate';
import { ADMIN_INVALID_PASSWORD_MESSAGE } from '@pitchlens/contracts';

const UNREACHABLE = "We couldn't check the password just now. Please try again.";

export type LoginFailure = PasswordFailure;

/** What the gate says after a refused or failed login. */
export function loginFailure(error: unknown): LoginFailure {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (status === 401) return { message: ADMIN_INVALID_PASSWORD_MESSAGE, clearField: true };
  const data = (error as { data?: unknown } | undefined)?.data;
  const serverText = typeof data === 'object' && data !== null ? (data as { error?: unknown }).error : undefined;
  // The attempt limit (429) explains itself, with how long to wait.
  if (status === 429 && typeof serverText === 'string') return { message: serverText, clearField: false };
  return { message: UNREACHABLE, clearField: false };
}
