import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { PrivacyRequest, PrivacyRequestKind } from '@pitchlens/contracts';
import { Button } from '../../../components/ui/button';
import { RadioField, TextField } from '../../../components/ui/form-fields';
import { usePolicyFigures } from '../../../lib/privacy/policy-figures';
import { useRequestPrivacyMutation } from '../api/privacy-request-api';
import { requestFailure, type RequestField, type RequestFieldErrors } from '../request-failure';
import styles from '../privacy-request.module.css';

const EMAIL_ID = 'privacy-request-email';
const KIND_NAME = 'privacy-request-kind';

const focusField = (field: RequestField | undefined) => {
  if (field === 'email') document.getElementById(EMAIL_ID)?.focus();
  if (field === 'kind') document.getElementsByName(KIND_NAME)[0]?.focus();
};

const firstOf = (errors: RequestFieldErrors): RequestField | undefined => (['email', 'kind'] as const).find((field) => errors[field]);

/** What is missing before asking the server at all; the address itself is checked there. */
function missing(email: string, kind: PrivacyRequestKind | null): RequestFieldErrors {
  return {
    ...(email.trim() === '' && { email: 'Enter the email address your request is about.' }),
    ...(kind === null && { kind: 'Choose whether you want a copy of your data or its deletion.' }),
  };
}

/** The address and what to do with its data; a taken request goes up to the page, which then shows what happens next. */
export function PrivacyRequestForm({ onSent }: { onSent: (request: PrivacyRequest) => void }) {
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<PrivacyRequestKind | null>(null);
  const [errors, setErrors] = useState<RequestFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [send, { isLoading }] = useRequestPrivacyMutation();
  const { erasureDays } = usePolicyFigures();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const found = missing(email, kind);
    setErrors(found);
    setAlert(null);
    if (kind === null || firstOf(found)) return focusField(firstOf(found));
    const request = { email: email.trim(), kind };
    const result = await send(request);
    if ('data' in result) return onSent(request);
    const failure = requestFailure(result.error);
    // The form is enabled again before the field at fault takes the focus.
    flushSync(() => {
      setErrors(failure.fields);
      setAlert(failure.message);
    });
    focusField(firstOf(failure.fields));
  };

  return (
    <form className={styles.panel} noValidate onSubmit={submit} aria-label="Privacy request">
      <fieldset disabled={isLoading} className={styles.fields}>
        <TextField
          id={EMAIL_ID}
          label="Your email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onValueChange={setEmail}
        />
        <RadioField
          name={KIND_NAME}
          legend="What should we do?"
          value={kind}
          error={errors.kind}
          onValueChange={setKind}
          options={[
            { value: 'export', label: 'Send me my data', detail: 'A copy of everything we hold about this address, by email.' },
            { value: 'erase', label: 'Delete my data', detail: `Erased for good within ${erasureDays} days. This cannot be undone.` },
          ]}
        />
      </fieldset>
      {alert && (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      )}
      <Button type="submit" size="lg" block disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? 'Sending...' : 'Send my request'}
      </Button>
    </form>
  );
}
