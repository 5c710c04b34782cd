import { DEFAULT_REFERRAL_TITLE, type ReferralTitle } from '@pitchlens/contracts';

export interface Referrer {
  name: string;
  email: string;
}

export interface ReferredPerson {
  name: string;
  email: string;
  title: ReferralTitle;
  company: string;
}

/** What the visitor has typed; always one entry per referral row. */
export interface ReferralFormValues {
  referrer: Referrer;
  referrals: ReferredPerson[];
  consent: boolean;
}

export type ReferralRowNumber = 1 | 2 | 3;
export type ReferralPart = 'Name' | 'Email' | 'Title' | 'Company';

/** Field names of the flat request body (spec §3); field errors, the server's included, use them. */
export type ReferralFieldName = 'name' | 'email' | `referral${ReferralRowNumber}${ReferralPart}`;

export const referralField = (row: ReferralRowNumber, part: ReferralPart): ReferralFieldName => `referral${row}${part}`;

/** The element id of a field's input, so an error can send focus to it. */
export const fieldId = (field: ReferralFieldName): string => `referral-form-${field}`;

/** One row per referral a submission may carry (MAX_REFERRALS_PER_SUBMISSION). */
export const REFERRAL_ROWS: readonly ReferralRowNumber[] = [1, 2, 3];

export function emptyReferredPerson(): ReferredPerson {
  return { name: '', email: '', title: DEFAULT_REFERRAL_TITLE, company: '' };
}

export function emptyReferralForm(referrer: Referrer = { name: '', email: '' }): ReferralFormValues {
  return { referrer: { ...referrer }, referrals: REFERRAL_ROWS.map(emptyReferredPerson), consent: false };
}

/**
 * "Refer 3 More People" (spec §4): the referrer stays, the people and titles
 * start over, and consent is asked again because it is about the new people.
 */
export function nextSubmissionValues(previous: ReferralFormValues): ReferralFormValues {
  return emptyReferralForm(previous.referrer);
}

/** The title has a default, so only what the visitor typed starts a row (as on the server). */
export function isRowStarted(person: ReferredPerson): boolean {
  return [person.name, person.email, person.company].some((value) => value.trim() !== '');
}
