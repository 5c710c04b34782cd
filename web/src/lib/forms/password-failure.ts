import type { PasswordFailure } from './use-password-gate';

const UNREACHABLE = "We couldn't check the password just now. Please try again.";

/**
 * What a password gate says after the server refused or failed a password:
 * a 401 in the gate's own words (`wrongPassword`), clearing the field; the
 * attempt limit (429) in the server's sentence, which says how long to wait;
 * anything else asks to try again and keeps what was typed.
 */
export function passwordFailure(error: unknown, wrongPassword: string): PasswordFailure {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (status === 401) return { message: wrongPassword, clearField: true };
  const data = (error as { data?: unknown } | undefined)?.data;
  const serverText = typeof data === 'object' && data !== null ? (data as { error?: unknown }).error : undefined;
  if (status === 429 && typeof serverText === 'string') return { message: serverText, clearField: false };
  return { message: UNREACHABLE, clearField: false };
}
