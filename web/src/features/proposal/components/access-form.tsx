import { PasswordGate, type PasswordGateState } from '../../../components/ui/password-gate';
import styles from './access-form.module.css';

/**
 * The gate (spec §2, §5): one required password field; a wrong entry says so
 * under the field and clears it. While a reload of an unlocked tab fetches the
 * proposal, it shows no form.
 */
export function AccessForm(state: PasswordGateState) {
  return (
    <PasswordGate
      {...state}
      idBase="proposal"
      className={styles.gate}
      icon={<LockIcon />}
      title="Enterprise Proposal Access"
      checkingText="Opening your proposal…"
      label="Access Password"
      placeholder="Enter password"
      submitLabel="Access Proposal"
      blankMessage="Please enter the access password."
      footnote="Secure access for authorized personnel only."
    />
  );
}

function LockIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="4" y="10" width="16" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" strokeLinecap="round" />
    </svg>
  );
}
