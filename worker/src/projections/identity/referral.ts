import { normalizeEmail, type ReferralSubmitted } from '@pitchlens/contracts';

/** Who referred a person, and the name the referral gave them: theirs once they act themselves. */
export interface Referral {
  referrerName: string;
  referrerEmail: string;
  firstName: string | null;
  lastName: string | null;
}

/** The address a referral names and what it says of them: the first word of the name is the first name, the rest the last. */
export function referralIn(data: ReferralSubmitted['data']): { email: string; referral: Referral } {
  const { referred, referrer } = data;
  const [first, ...rest] = referred.name.split(/\s+/);
  return {
    email: normalizeEmail(referred.email),
    referral: { referrerName: referrer.name, referrerEmail: referrer.email, firstName: first || null, lastName: rest.join(' ') || null },
  };
}

/** The names a person shows: who referred them and, when they gave no name of their own, what the referral called them. */
export interface Named {
  referrerName: string | null;
  referrerEmail: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** Names `person` by the referral unless one already did: the earliest referral naming a person is the one they show. */
export function nameByReferral(person: Named, referral: Referral): void {
  if (person.referrerEmail) return;
  person.referrerName = referral.referrerName;
  person.referrerEmail = referral.referrerEmail;
  if (!person.firstName && !person.lastName) {
    person.firstName = referral.firstName;
    person.lastName = referral.lastName;
  }
}
