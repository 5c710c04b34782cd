import {
  isFreeMailbox,
  MAX_REFERRALS_PER_SUBMISSION,
  normalizeEmail,
  REFERRAL_TITLES,
  type FieldError,
  type ReferralTitle,
} from '@pitchlens/contracts';
import { isEmail } from 'class-validator';

export interface ReferralRow {
  row: number;
  name: string;
  email: string;
  title: ReferralTitle;
  company: string;
}

export interface ReferralSubmission {
  referrer: { name: string; email: string };
  referrals: ReferralRow[];
}

type Flat = Record<string, unknown>;

const text = (body: Flat, key: string): string => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');

/**
 * The program's rules (spec §5 and the stated terms): the referrer's name and
 * address; a first referral with all four fields; second and third referrals
 * complete or empty; company addresses only; nobody referring themselves or
 * the same person twice; at most three people; consent given. Every problem
 * is a sentence a visitor understands, naming the referral row it is about.
 */
export function checkReferralSubmission(body: Flat): { submission: ReferralSubmission } | { problems: FieldError[] } {
  const problems: FieldError[] = [];
  const problem = (field: string, message: string) => problems.push({ field, message });

  const extraRow = Object.keys(body)
    .map((key) => /^referral(\d+)(Name|Email|Title|Company)$/.exec(key))
    .find((m) => m && Number(m[1]) > MAX_REFERRALS_PER_SUBMISSION && text(body, m[0]) !== '');
  if (extraRow) problem(extraRow[0], `You can refer at most ${MAX_REFERRALS_PER_SUBMISSION} people per submission.`);

  const referrer = { name: text(body, 'name'), email: normalizeEmail(text(body, 'email')) };
  if (!referrer.name) problem('name', 'Please enter your name.');
  if (!referrer.email) problem('email', 'Please enter your email address.');
  else if (!isEmail(referrer.email)) problem('email', 'Please enter a valid email address for yourself.');

  const referrals: ReferralRow[] = [];
  for (let row = 1; row <= MAX_REFERRALS_PER_SUBMISSION; row++) {
    const key = (field: string) => `referral${row}${field}`;
    const entry = {
      row,
      name: text(body, key('Name')),
      email: normalizeEmail(text(body, key('Email'))),
      title: text(body, key('Title')) as ReferralTitle,
      company: text(body, key('Company')),
    };
    // The title has a default, so a row counts as started only by what the visitor typed.
    const started = entry.name || entry.email || entry.company;
    if (row > 1 && !started) continue;
    const label = `Referral ${row}`;
    if (!entry.name) problem(key('Name'), `${label}: please enter their name.`);
    if (!entry.email) problem(key('Email'), `${label}: please enter their work email.`);
    else if (!isEmail(entry.email)) problem(key('Email'), `${label}: ${entry.email} is not a valid email address.`);
    else if (isFreeMailbox(entry.email))
      problem(key('Email'), `${label}: ${entry.email} is a personal mailbox; please use their work email.`);
    else if (entry.email === referrer.email) problem(key('Email'), `${label}: you can't refer yourself.`);
    else {
      const earlier = referrals.find((r) => r.email === entry.email);
      if (earlier) problem(key('Email'), `${label}: ${entry.email} is already listed as referral ${earlier.row}.`);
    }
    if (!(REFERRAL_TITLES as readonly string[]).includes(entry.title))
      problem(key('Title'), `${label}: please choose a title from the list (${REFERRAL_TITLES.join(', ')}).`);
    if (!entry.company) problem(key('Company'), `${label}: please enter their company.`);
    referrals.push(entry);
  }

  if (body.consent !== true) problem('consent', 'Please confirm you know these people and have permission to share their info.');
  return problems.length > 0 ? { problems } : { submission: { referrer, referrals } };
}
