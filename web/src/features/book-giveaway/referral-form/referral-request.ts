import type { ReferralSubmissionRequest } from '@pitchlens/contracts';
import { isRowStarted, REFERRAL_ROWS, referralField, type ReferralFormValues } from './referral-form-values';

/**
 * The flat body of POST /api/referrals/submit (spec §3). Values are trimmed;
 * optional rows left empty are not sent at all.
 */
export function toReferralRequest(values: ReferralFormValues): ReferralSubmissionRequest {
  const request: ReferralSubmissionRequest = {
    name: values.referrer.name.trim(),
    email: values.referrer.email.trim(),
    consent: values.consent,
  };
  REFERRAL_ROWS.forEach((row, index) => {
    const person = values.referrals[index];
    if (!person || (row > 1 && !isRowStarted(person))) return;
    Object.assign(request, {
      [referralField(row, 'Name')]: person.name.trim(),
      [referralField(row, 'Email')]: person.email.trim(),
      [referralField(row, 'Title')]: person.title,
      [referralField(row, 'Company')]: person.company.trim(),
    });
  });
  return request;
}
