import { TRIAL_DAYS } from '@pitchlens/contracts';

export interface TrialDates {
  /** The last day of the trial. */
  trialEnds: string;
  /** When the first monthly charge happens unless the trial is cancelled. */
  firstCharge: string;
}

const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** The trial ends, and the card is first charged, TRIAL_DAYS calendar days after `today` (spec §2). */
export function trialDates(today: Date): TrialDates {
  const end = new Date(today);
  end.setDate(end.getDate() + TRIAL_DAYS);
  const text = longDate.format(end);
  return { trialEnds: text, firstCharge: text };
}
