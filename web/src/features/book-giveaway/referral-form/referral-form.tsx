import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { REFERRAL_CONSENT_TEXT } from '@pitchlens/contracts';
import { Button } from '../../../components/ui/button';
import { confettiBurst } from '../../../components/effects/confetti';
import { rememberEmail } from '../../../lib/tracking/tracking-client';
import { useSubmitReferralsMutation } from '../api/submit-referrals';
import { submissionOutcome } from '../api/submission-outcome';
import { REFERRAL_FORM_ID } from '../giveaway-offer';
import { TextField } from '../../../components/ui/form-fields';
import {
  emptyReferralForm,
  fieldId,
  nextSubmissionValues,
  REFERRAL_ROWS,
  referralField,
  type ReferralFieldName,
  type ReferralFormValues,
  type Referrer,
} from './referral-form-values';
import { toReferralRequest } from './referral-request';
import { ReferralRowFields } from './referral-row-fields';
import { SubmittedPanel } from './submitted-panel';
import { fieldErrorsFrom, firstInvalidField, validateReferralForm, type FieldErrors } from './validate-referral-form';
import styles from './referral-form.module.css';

type Phase = 'editing' | 'submitting' | 'submitted';

const focusField = (field: ReferralFieldName | undefined) => {
  if (field) document.getElementById(fieldId(field))?.focus();
};

/** The referral form and its states: editing → submitting → submitted (spec §4). */
export function ReferralForm() {
  const [values, setValues] = useState<ReferralFormValues>(emptyReferralForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [phase, setPhase] = useState<Phase>('editing');
  const [submitReferrals] = useSubmitReferralsMutation();
  const returningToForm = useRef(false);

  useEffect(() => {
    if (phase !== 'editing' || !returningToForm.current) return;
    returningToForm.current = false;
    document.getElementById(REFERRAL_FORM_ID)?.scrollIntoView({ block: 'start' });
    document.getElementById(fieldId('referral1Name'))?.focus({ preventScroll: true });
  }, [phase]);

  const update = (next: ReferralFormValues, changed: ReferralFieldName) => {
    setValues(next);
    // A message about a field the visitor is fixing would only get in the way.
    if (errors[changed]) setErrors((current) => omit(current, changed));
  };

  const referrerField = (key: keyof Referrer) => ({
    id: fieldId(key),
    value: values.referrer[key],
    required: true,
    error: errors[key],
    onValueChange: (value: string) => update({ ...values, referrer: { ...values.referrer, [key]: value } }, key),
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'editing' || !values.consent) return;
    const found = validateReferralForm(values);
    setErrors(found);
    const firstInvalid = firstInvalidField(found);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }

    setPhase('submitting');
    const outcome = submissionOutcome(await submitReferrals(toReferralRequest(values)));
    if (outcome.kind === 'submitted') {
      rememberEmail(values.referrer.email);
      setPhase('submitted');
      void confettiBurst();
      return;
    }
    const serverErrors = outcome.kind === 'refused' ? fieldErrorsFrom(outcome.fields) : {};
    // The form is editable again behind the alert, not frozen on "Submitting...".
    flushSync(() => {
      setErrors(serverErrors);
      setPhase('editing');
    });
    window.alert(outcome.kind === 'refused' ? `Submission failed: ${outcome.message}` : 'Network error. Please try again.');
    focusField(firstInvalidField(serverErrors));
  };

  const referMore = () => {
    returningToForm.current = true;
    setValues(nextSubmissionValues(values));
    setErrors({});
    setPhase('editing');
  };

  if (phase === 'submitted') return <SubmittedPanel onReferMore={referMore} />;

  const submitting = phase === 'submitting';
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-describedby="referral-form-required-note">
      <p id="referral-form-required-note" className={styles.note}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <fieldset className={styles.row} disabled={submitting}>
        <legend className={styles.legend}>
          Your details <span className={styles.legendNote}>(your gift cards go to this email)</span>
        </legend>
        <div className={styles.grid}>
          <TextField {...referrerField('name')} label="Your name" autoComplete="name" />
          <TextField {...referrerField('email')} label="Your email" type="email" inputMode="email" autoComplete="email" />
        </div>
      </fieldset>

      {REFERRAL_ROWS.map((row, index) => (
        <ReferralRowFields
          key={row}
          row={row}
          person={values.referrals[index]!}
          errors={errors}
          disabled={submitting}
          onChange={(person, changed) =>
            update({ ...values, referrals: values.referrals.map((p, i) => (i === index ? person : p)) }, referralField(row, changed))
          }
        />
      ))}

      <label className={styles.consent}>
        <input
          type="checkbox"
          checked={values.consent}
          disabled={submitting}
          onChange={(event) => setValues({ ...values, consent: event.target.checked })}
        />
        <span>{REFERRAL_CONSENT_TEXT}</span>
      </label>

      <Button type="submit" size="lg" block disabled={!values.consent || submitting}>
        {submitting ? 'Submitting...' : 'Send Their Free Books'}
      </Button>
      <p className={styles.fineprint}>Work emails only: personal addresses such as Gmail, Yahoo or Hotmail do not qualify.</p>
    </form>
  );
}

function omit(errors: FieldErrors, field: ReferralFieldName): FieldErrors {
  const rest = { ...errors };
  delete rest[field];
  return rest;
}
