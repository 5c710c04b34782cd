import { Button } from '../../../components/ui/button';
import { usePasswordGate } from '../../../lib/forms/use-password-gate';
import type { LoginFailure } from '../api/login-failure';
import styles from './admin-gate.module.css';

const BLANK_PASSWORD = 'Please enter the admin password.';

interface AdminGateProps {
  /** The API is being asked whether this browser session is already unlocked. */
  checking: boolean;
  submitting: boolean;
  onLogIn(password: string): Promise<LoginFailure | null>;
}

/** The gate screen (spec §2, §5): a wrong password says so and clears the field; the server checks it (ARCHITECTURE §5). */
export function AdminGate({ checking, submitting, onLogIn }: AdminGateProps) {
  const { password, setPassword, error, input, submit } = usePasswordGate(BLANK_PASSWORD, submitting, onLogIn);

  return (
    <div className={styles.backdrop}>
      <section className={styles.card} aria-labelledby="admin-gate-title">
        <h1 id="admin-gate-title" className={styles.title}>
          Pitchlens Admin
        </h1>
        <p className={styles.lead}>Funnel contacts, traffic and revenue for the Pitchlens team.</p>
        {checking ? (
          <p role="status" className={styles.status}>
            Checking your session…
          </p>
        ) : (
          <form className={styles.form} onSubmit={submit}>
            <label htmlFor="admin-password" className={styles.label}>
              Admin password
            </label>
            <input
              ref={input}
              id="admin-password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              placeholder="Enter admin password"
              className={styles.input}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error !== null}
              aria-describedby={error ? 'admin-password-error' : undefined}
            />
            {error && (
              <p id="admin-password-error" role="alert" className={styles.error}>
                {error}
              </p>
            )}
            <Button type="submit" size="lg" block disabled={submitting} aria-busy={submitting}>
              Unlock Dashboard
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
