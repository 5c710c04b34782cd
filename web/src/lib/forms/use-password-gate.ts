import { useRef, useState, type FormEvent } from 'react';

/** Why a password was not accepted, as a gate shows it. */
export interface PasswordFailure {
  message: string;
  /** A wrong password clears the field (spec §5); other failures keep what was typed. */
  clearField: boolean;
}

/**
 * The field state and submit of a password gate (admin, proposal): a blank
 * entry is refused before asking the server (`required` lets spaces through),
 * a failure is shown and the field focused again; null from `check` means the
 * gate is replaced by what it protected.
 */
export function usePasswordGate(blankMessage: string, submitting: boolean, check: (password: string) => Promise<PasswordFailure | null>) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (password.trim() === '') {
      setError(blankMessage);
      input.current?.focus();
      return;
    }
    setError(null);
    const failure = await check(password);
    if (!failure) return;
    setError(failure.message);
    if (failure.clearField) setPassword('');
    input.current?.focus();
  }

  return { password, setPassword, error, input, submit };
}
