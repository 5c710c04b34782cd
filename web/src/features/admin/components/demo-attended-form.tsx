import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { errorMessage } from '../../../lib/store/api-slice';
import { useRecordDemoAttendedMutation } from '../api/admin-api';
import styles from './referrals-section.module.css';

interface DemoAttendedFormProps {
  referralId: string;
  referredName: string;
  /** The team member's address, recorded as who did it; empty until typed. */
  teamAddress: string;
  onRecorded(referralId: string): void;
}

/** `datetime-local`'s value for a moment, in the browser's zone, to the second (a referral recorded this minute can be followed by its demo). */
function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
}

/**
 * "Mark demo attended": opens a step asking when the demo was held (the
 * browser's local time, now unless changed, sent as an instant), then
 * records it.
 */
export function DemoAttendedForm({ referralId, referredName, teamAddress, onRecorded }: DemoAttendedFormProps) {
  const [open, setOpen] = useState(false);
  const [heldAt, setHeldAt] = useState('');
  // The moment the step opened: sent to the millisecond while the field still shows it, so a demo recorded in the referral's own second stays after it.
  const [openedAt, setOpenedAt] = useState(new Date(0));
  const [invalid, setInvalid] = useState<string>();
  const [record, { isLoading, error }] = useRecordDemoAttendedMutation();
  const field = useRef<HTMLInputElement>(null);

  // The step opens on its one question.
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  if (!open)
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Mark demo attended: ${referredName}`}
        onClick={() => {
          const now = new Date();
          setOpenedAt(now);
          setHeldAt(localInputValue(now));
          setOpen(true);
        }}
      >
        Mark demo attended
      </Button>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const attendedAt = heldAt === localInputValue(openedAt) ? openedAt : new Date(heldAt);
    if (!teamAddress) return setInvalid('Enter your email address above first: it is recorded as who did this.');
    if (Number.isNaN(attendedAt.getTime())) return setInvalid('Enter the date and time the demo was held.');
    if (attendedAt.getTime() > Date.now()) return setInvalid('A demo is recorded once it has been held: the time cannot be later than now.');
    setInvalid(undefined);
    const result = await record({ referralId, attendedAt: attendedAt.toISOString(), recordedBy: teamAddress });
    if (result.data) {
      setOpen(false);
      onRecorded(referralId);
    }
  }

  return (
    <form className={styles.form} aria-label={`Record the demo of ${referredName}`} onSubmit={submit} noValidate>
      <TextField
        ref={field}
        id={`demo-held-${referralId}`}
        label="Demo held at (your local time)"
        type="datetime-local"
        step={1}
        value={heldAt}
        max={localInputValue(new Date())}
        onValueChange={setHeldAt}
        error={invalid}
      />
      {error && <p role="alert">{errorMessage(error)}</p>}
      <div className={styles.actions}>
        <Button type="submit" size="sm" disabled={isLoading}>
          Record demo
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
