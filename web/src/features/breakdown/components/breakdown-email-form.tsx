import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useBreakdownRequest } from '../hooks/use-breakdown-request';
import styles from './breakdown-email-form.module.css';

export const BREAKDOWN_FORM_ID = 'breakdown-form';

/** The page's one email form; `required` is left off so an empty address gets the spec's alert (§5). */
export function BreakdownEmailForm() {
  const [email, setEmail] = useState('');
  const { requestBreakdown, sending } = useBreakdownRequest();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void requestBreakdown(email);
  };

  return (
    <form id={BREAKDOWN_FORM_ID} className={styles.form} onSubmit={onSubmit} aria-label="Get the free breakdown">
      <label htmlFor="breakdown-email" className={styles.label}>
        Where should we send your breakdown?
      </label>
      <div className={styles.row}>
        <input
          id="breakdown-email"
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" size="lg" disabled={sending} className={styles.submit}>
          {sending ? 'Sending...' : 'Send Me the Free Breakdown'}
        </Button>
      </div>
      <p className={styles.note}>
        You get the spreadsheet and the full written analysis by email, plus the occasional sales-coaching note. Unsubscribe
        any time.
      </p>
    </form>
  );
}
