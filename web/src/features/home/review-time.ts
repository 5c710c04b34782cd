/** Spec §1: a traditional review takes 140 minutes (45+45+20+30) against 46 minutes with Pitchlens. */
export interface ReviewStep {
  label: string;
  minutes: number;
}

export const traditionalReview: ReviewStep[] = [
  { label: 'Rep runs the sales call', minutes: 45 },
  { label: 'Manager listens to the full recording', minutes: 45 },
  { label: 'Manager scores it against the rubric', minutes: 20 },
  { label: 'Manager writes up and delivers feedback', minutes: 30 },
];

// The call itself still happens; everything after it collapses into one minute of analysis.
export const pitchlensReview: ReviewStep[] = [
  { label: 'Rep runs the sales call', minutes: 45 },
  { label: 'Pitchlens scores the call and writes the coaching notes', minutes: 1 },
];

export function totalMinutes(steps: ReviewStep[]): number {
  return steps.reduce((sum, step) => sum + step.minutes, 0);
}

export interface ReviewSaving {
  minutesSaved: number;
  /** Whole percent of the traditional time that is no longer spent. */
  percentSaved: number;
}

export function reviewSaving(before: ReviewStep[], after: ReviewStep[]): ReviewSaving {
  const was = totalMinutes(before);
  const minutesSaved = was - totalMinutes(after);
  return { minutesSaved, percentSaved: was > 0 ? Math.round((minutesSaved / was) * 100) : 0 };
}
