import { REFERRAL_TITLES, type FieldError } from '@pitchlens/contracts';
import {
  isRowStarted,
  REFERRAL_ROWS,
  referralField,
  type ReferralFieldName,
  type ReferralFormValues,
} from './referral-form-values';

export type FieldErrors = Partial<Record<ReferralFieldName, string>>;

// Deliberately loose: the server has the final word on addresses; this only catches typos.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * Spec §5: the referrer's name and a valid email; referral 1 complete;
 * referrals 2 and 3 either complete or left empty. Errors come in form order,
 * so the first key is the first field to fix.
 */
export function validateReferralForm(values: ReferralFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const { referrer } = values;
  if (!referrer.name.trim()) errors.name = 'Please enter your name.';
  if (!referrer.email.trim()) errors.email = 'Please enter your email address.';
  else if (!isEmailAddress(referrer.email)) errors.email = 'Please enter a valid email address.';

  REFERRAL_ROWS.forEach((row, index) => {
    const person = values.referrals[index];
    if (!person || (row > 1 && !isRowStarted(person))) return;
    // An optional row that was started and left half-done may simply be a mistake.
    const orSkip = row > 1 ? ` (or clear referral ${row} to skip it)` : '';
    if (!person.name.trim()) errors[referralField(row, 'Name')] = `Please enter their name${orSkip}.`;
    if (!person.email.trim()) errors[referralField(row, 'Email')] = `Please enter their work email${orSkip}.`;
    else if (!isEmailAddress(person.email)) errors[referralField(row, 'Email')] = 'Please enter a valid email address.';
    if (!(REFERRAL_TITLES as readonly string[]).includes(person.title))
      errors[referralField(row, 'Title')] = 'Please choose a title from the list.';
    if (!person.company.trim()) errors[referralField(row, 'Company')] = `Please enter their company${orSkip}.`;
  });
  return errors;
}

export function firstInvalidField(errors: FieldErrors): ReferralFieldName | undefined {
  return Object.keys(errors)[0] as ReferralFieldName | undefined;
}

const FIELD_NAME = /^(name|email|referral[1-3](Name|Email|Title|Company))$/;

/**
 * The server's field errors placed beside the fields they name; the first
 * message per field wins, fields the form does not show are left out.
 */
export function fieldErrorsFrom(fields: FieldError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of fields) {
    if (FIELD_NAME.test(field)) errors[field as ReferralFieldName] ??= message;
  }
  return errors;
}
