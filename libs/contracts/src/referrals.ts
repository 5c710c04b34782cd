import { emailDomain } from './identity';

/** Referral program terms (spec §5, §9). */
export const REFERRAL_TITLES = [
  'Sales Enablement Leader',
  'Sales Manager',
  'VP Sales',
  'Sales Director',
  'Chief Revenue Officer',
] as const;
export type ReferralTitle = (typeof REFERRAL_TITLES)[number];
export const DEFAULT_REFERRAL_TITLE: ReferralTitle = 'Sales Enablement Leader';
export const MAX_REFERRALS_PER_SUBMISSION = 3;
export const REFERRAL_CONSENT_TEXT = 'I know these people and have permission to share their info.';

/** The books the giveaway started with (spec §2); each person referred takes one. */
export const GIVEAWAY_BOOKS = 199;

/** GET /api/giveaway/books-remaining. */
export interface BooksRemainingResponse {
  booksRemaining: number;
}

/** What is left once `referredPeople` people have been referred: never below none. */
export function booksRemaining(referredPeople: number): number {
  return Math.max(0, GIVEAWAY_BOOKS - referredPeople);
}

/**
 * Free mailbox providers. The program pays for referrals of people at B2B
 * companies, so a referral must come with a company address.
 */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'ymail.com', 'rocketmail.com',
  'hotmail.com', 'outlook.com', 'live.com', 'msn.com', 'passport.com',
  'aol.com', 'aim.com', 'icloud.com', 'me.com', 'mac.com',
  'proton.me', 'protonmail.com', 'pm.me', 'tutanota.com', 'tuta.io',
  'gmx.com', 'gmx.net', 'gmx.de', 'mail.com', 'email.com', 'zoho.com', 'zohomail.com',
  'yandex.com', 'yandex.ru', 'mail.ru', 'inbox.com', 'fastmail.com', 'hey.com',
  'qq.com', '163.com', '126.com', 'web.de', 't-online.de', 'orange.fr', 'free.fr',
  'comcast.net', 'verizon.net', 'att.net', 'sbcglobal.net', 'bellsouth.net', 'cox.net',
]);
/** Providers that run the same free service under many country domains. */
const FREE_MAIL_PREFIXES = ['yahoo.', 'hotmail.', 'outlook.', 'live.', 'windowslive.', 'gmx.', 'yandex.'];

export function isFreeMailbox(email: string): boolean {
  const domain = emailDomain(email);
  return FREE_MAIL_DOMAINS.has(domain) || FREE_MAIL_PREFIXES.some((prefix) => domain.startsWith(prefix));
}
