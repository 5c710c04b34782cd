import { useCallback, useState } from 'react';
import { ADMIN_INVALID_PASSWORD_MESSAGE } from '@pitchlens/contracts';
import { passwordFailure } from '../../lib/forms/password-failure';
import type { PasswordFailure } from '../../lib/forms/use-password-gate';
import { useGetAdminSessionQuery, useLogInMutation, useLogOutMutation } from './api/admin-api';

export type GateState = 'checking' | 'locked' | 'unlocked';

export interface AdminSession {
  state: GateState;
  submitting: boolean;
  /** Answers what went wrong, or null when the dashboard is open. */
  logIn(password: string): Promise<PasswordFailure | null>;
  logOut(): Promise<void>;
  /** The server stopped honouring the cookie (it expired, or the password changed). */
  lock(): void;
}

/**
 * Locked or unlocked, remembered per browser session (spec §4): the server's
 * session cookie lasts as long as the browser session, so on load the API is
 * asked whether it still honours it.
 */
export function useAdminSession(): AdminSession {
  const session = useGetAdminSessionQuery(undefined, { refetchOnMountOrArgChange: true });
  const [logInCall, login] = useLogInMutation();
  const [logOutCall] = useLogOutMutation();
  // What this page did since the check; it outranks the check's answer.
  const [decided, setDecided] = useState<GateState | null>(null);

  const logIn = useCallback(
    async (password: string) => {
      const result = await logInCall({ password });
      if ('error' in result) return passwordFailure(result.error, ADMIN_INVALID_PASSWORD_MESSAGE);
      setDecided('unlocked');
      return null;
    },
    [logInCall],
  );

  const logOut = useCallback(async () => {
    // Locked on screen even if the call fails: the admin asked to leave.
    setDecided('locked');
    await logOutCall();
  }, [logOutCall]);

  const lock = useCallback(() => setDecided('locked'), []);

  const checked: GateState = session.isFetching ? 'checking' : session.data?.authenticated === true ? 'unlocked' : 'locked';
  return { state: decided ?? checked, submitting: login.isLoading, logIn, logOut, lock };
}
