import { useState, type FormEvent } from 'react';
import { ERASED } from '@pitchlens/contracts';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/store/api-slice';
import controlStyles from '../../components/control.module.css';
import { useRequestErasureMutation } from '../api/erasures-api';
import { ConfirmStep } from './confirm-step';
import styles from '../operations-panel.module.css';

/** An operator erases a person by address: asked twice, because nothing brings the data back. */
export function ErasePersonForm() {
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [queued, setQueued] = useState<string | null>(null);
  const [requestErasure, request] = useRequestErasureMutation();

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQueued(null);
    if (email.trim()) setConfirming(email.trim());
  };
  const erase = async (address: string) => {
    setConfirming(null);
    const result = await requestErasure({ email: address });
    if ('data' in result) {
      setQueued(address);
      setEmail('');
    }
  };

  return (
    <>
      <h3 id="erase-person">Erase a person</h3>
      <form className={styles.eraseForm} onSubmit={ask} aria-labelledby="erase-person">
        <label className={styles.field}>
          <span>Email address</span>
          <input type="email" required className={controlStyles.control} value={email} placeholder="name@company.com" onChange={(event) => setEmail(event.target.value)} />
        </label>
        <Button type="submit" size="sm" variant="danger" disabled={request.isLoading}>
          Erase…
        </Button>
      </form>
      {confirming && (
        <ConfirmStep confirmLabel="Erase for good" variant="danger" onConfirm={() => void erase(confirming)} onCancel={() => setConfirming(null)}>
          Erase everything held about {confirming}? Their personal fields in the event log become {ERASED}, the read models are rewritten where they hold them and their
          queued emails are removed. This cannot be undone.
        </ConfirmStep>
      )}
      {queued && <p className={styles.note}>The erasure of {queued} is queued; it appears below.</p>}
      {request.error && <p className={styles.error}>The erasure was not queued: {errorMessage(request.error)}</p>}
    </>
  );
}
