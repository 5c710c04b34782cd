import { Button } from '../../../components/ui/button';
import { usePasswordGate } from '../../../lib/forms/use-password-gate';
import type { UnlockFailure } from '../api/unlock-failure';
import styles from './access-form.module.css';

const BLANK_PASSWORD = 'Please enter the access password.';

interface AccessFormProps {
  /** A reload of an unlocked tab is fetching the proposal: no form meanwhile. */
  checking: boolean;
  submitting: boolean;
  onUnlock(password: string): Promise<UnlockFailure | null>;
}

/** The gate (spec §2, §5): one required password field; a wrong entry says so under the field and clears it. */
export function AccessForm({ checking, submitting, onUnlock }: AccessFormProps) {
  const { password, setPassword, error, input, submit } = usePasswordGate(BLANK_PASSWORD, submitting, onUnlock);

  return (
    <div className={styles.backdrop}>
      <section className={styles.card} aria-labelledby="proposal-access-title">
        <LockIcon />
        <h1 id="proposal-access-title" className={styles.title}>
          Enterprise Proposal Access
        </h1>
        {checking ? (
          <p role="status" className={styles.status}>
            Opening your proposal…
          </p>
        ) : (
          <form className={styles.form} onSubmit={submit}>
            <label htmlFor="proposal-password" className={styles.label}>
              Access Password
            </label>
            <input
              ref={input}
              id="proposal-password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              placeholder="Enter password"
              className={styles.input}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error !== null}
              aria-describedby={error ? 'proposal-password-error' : undefined}
            />
            {error && (
              <p id="proposal-password-error" role="alert" className={styles.error}>
                {error}
              </p>
            )}
            <Button type="submit" size="lg" block disabled={submitting} aria-busy={submitting}>
              Access Proposal
            </Button>
          </form>
        )}
        <p className={styles.footnote}>Secure access for authorized personnel only.</p>
      </section>
    </div>
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
