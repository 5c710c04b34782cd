import { TRIAL_DAYS } from '@pitchlens/contracts';
import { localWeekdayText } from '../../../lib/day-text';

export interface TrialDates {
  /** The last day of the trial. */
  trialEnds: string;
  /** When the first monthly charge happens unless the trial is cancelled. */
  firstCharge: string;
}

/** The trial ends, and the card is first charged, TRIAL_DAYS calendar days after `today` (spec §2). */
export function trialDates(today: Date): TrialDates {
  const end = new Date(today);
  end.setDate(end.getDate() + TRIAL_DAYS);
  const text = localWeekdayText(end);
  return { trialEnds: text, firstCharge: text };
}
