import { PasswordGate, type PasswordGateState } from '../../../components/ui/password-gate';

/** The gate screen (spec §2, §5): a wrong password says so and clears the field; the server checks it (ARCHITECTURE §5). */
export function AdminGate(state: PasswordGateState) {
  return (
    <PasswordGate
      {...state}
      title="Pitchlens Admin"
      lead="Funnel contacts, traffic and revenue for the Pitchlens team."
      checkingText="Checking your session…"
      label="Admin password"
      placeholder="Enter admin password"
      submitLabel="Unlock Dashboard"
      blankMessage="Please enter the admin password."
    />
  );
}
