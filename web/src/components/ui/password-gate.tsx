import { useId, type ReactNode } from 'react';
import { usePasswordGate, type PasswordFailure } from '../../lib/forms/use-password-gate';
import { Button } from './button';
import styles from './password-gate.module.css';

/** Where a gate stands, as the page's session hook tells it. */
export interface PasswordGateState {
  /** The server is being asked whether this browser session is already unlocked: no form meanwhile. */
  checking: boolean;
  submitting: boolean;
  /** null: the password was accepted and the gate gives way to what it protected. */
  onSubmit(password: string): Promise<PasswordFailure | null>;
}

interface PasswordGateProps extends PasswordGateState {
  /** Start of the ids of the title, field and error (generated unless given). */
  idBase?: string;
  /** A decorative mark over the title. */
  icon?: ReactNode;
  title: string;
  /** What the password opens, said under the title. */
  lead?: string;
  checkingText: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Said when the field is submitted blank. */
  blankMessage: string;
  /** The small print under the card's form. */
  footnote?: string;
  /** Sets the gate's custom properties (password-gate.module.css). */
  className?: string;
}

/** A full-screen card with one password field; a refusal is said under the field (spec §5). */
export function PasswordGate({
  idBase,
  icon,
  title,
  lead,
  checking,
  checkingText,
  label,
  placeholder,
  submitLabel,
  blankMessage,
  submitting,
  onSubmit,
  footnote,
  className,
}: PasswordGateProps) {
  const { password, setPassword, error, input, submit } = usePasswordGate(blankMessage, submitting, onSubmit);
  const generatedId = useId();
  const base = idBase ?? generatedId;
  const [titleId, fieldId, errorId] = [`${base}-access-title`, `${base}-password`, `${base}-password-error`];

  return (
    <div className={className ? `${styles.backdrop} ${className}` : styles.backdrop}>
      <section className={styles.card} aria-labelledby={titleId}>
        {icon}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
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
        {footnote && <p className={styles.footnote}>{footnote}</p>}
      </section>
    </div>
  );
}
