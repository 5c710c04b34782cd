import type { PasswordFailure } from '../../../lib/forms/use-password-gate';

/** The gate's wording for a wrong password (spec §5, §8). */
export const INCORRECT_PASSWORD = 'Incorrect password. Please try again.';
const UNREACHABLE = "We couldn't check the password just now. Please try again.";

export type UnlockFailure = PasswordFailure;

/** What the form says after a refused or failed unlock call. */
export function unlockFailure(error: unknown): UnlockFailure {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (status === 401) return { message: INCORRECT_PASSWORD, clearField: true };
  const data = (error as { data?: unknown } | undefined)?.data;
  const serverText = typeof data === 'object' && data !== null ? (data as { error?: unknown }).error : undefined;
  // The attempt limit (429) explains itself: "Too many requests: try again in 15 minutes".
  if (status === 429 && typeof serverText === 'string') return { message: serverText, clearField: false };
  return { message: UNREACHABLE, clearField: false };
}
