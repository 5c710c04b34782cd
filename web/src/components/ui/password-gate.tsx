import { useId } from 'react';
import { usePasswordGate, type PasswordFailure } from '../../lib/forms/use-password-gate';
import { Button } from './button';
import styles from './password-gate.module.css';

interface PasswordGateProps {
  title: string;
  /** What the password opens, said under the title. */
  lead: string;
  /** The server is being asked whether this browser session is already unlocked: no form meanwhile. */
  checking: boolean;
  checkingText: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Said when the field is submitted blank. */
  blankMessage: string;
  submitting: boolean;
  /** null: the password was accepted and the gate gives way to what it protected. */
  onSubmit(password: string): Promise<PasswordFailure | null>;
}

/** A full-screen card with one password field; a refusal is said under the field (spec §5). */
export function PasswordGate({ title, lead, checking, checkingText, label, placeholder, submitLabel, blankMessage, submitting, onSubmit }: PasswordGateProps) {
  const { password, setPassword, error, input, submit } = usePasswordGate(blankMessage, submitting, onSubmit);
  const id = useId();
  const [titleId, fieldId, errorId] = [`${id}title`, `${id}password`, `${id}error`];

  return (
    <div className={styles.backdrop}>
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {checking ? (
          <p role="status" className={styles.status}>
            {checkingText}
          </p>
        ) : (
          <form className={styles.form} onSubmit={submit}>
            <label htmlFor={fieldId} className={styles.label}>
              {label}
            </label>
            <input
              ref={input}
              id={fieldId}
              name="password"
              type="password"
              required
              autoComplete="current-password"
              placeholder={placeholder}
              className={styles.input}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p id={errorId} role="alert" className={styles.error}>
                {error}
              </p>
            )}
            <Button type="submit" size="lg" block disabled={submitting} aria-busy={submitting}>
              {submitLabel}
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
