import { PasswordGate } from '../../../components/ui/password-gate';
import type { LoginFailure } from '../api/login-failure';

interface AdminGateProps {
  /** The API is being asked whether this browser session is already unlocked. */
  checking: boolean;
  submitting: boolean;
  onLogIn(password: string): Promise<LoginFailure | null>;
}

/** The gate screen (spec §2, §5): a wrong password says so and clears the field; the server checks it (ARCHITECTURE §5). */
export function AdminGate({ checking, submitting, onLogIn }: AdminGateProps) {
  return (
    <PasswordGate
      title="Pitchlens Admin"
      lead="Funnel contacts, traffic and revenue for the Pitchlens team."
      checking={checking}
      checkingText="Checking your session…"
      label="Admin password"
      placeholder="Enter admin password"
      submitLabel="Unlock Dashboard"
      blankMessage="Please enter the admin password."
      submitting={submitting}
      onSubmit={onLogIn}
    />
  );
}
