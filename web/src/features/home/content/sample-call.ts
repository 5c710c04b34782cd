/** The made-up call the hero card and the sample report describe; one source so both agree. */
export const sampleCall = {
  title: 'Discovery call · 32 min',
  score: 84,
  analysedInSeconds: 58,
  metrics: [
    { label: 'Methodology adherence', value: 88 },
    { label: 'Discovery depth', value: 81 },
    { label: 'Objection handling', value: 74 },
  ],
  talkRatio: { rep: 46, prospect: 54 },
  missedOpportunity: 'Budget owner never confirmed',
};

export const sampleStrengths = [
  'Opened with a clear agenda and confirmed how much time the buyer had.',
  'Uncovered two quantified pain points in the first ten minutes.',
  'Closed with a dated next step on the calendar before hanging up.',
];

export const sampleImprovements = [
  'Ask who signs off on budget before walking through pricing.',
  'Let the buyer finish: three interruptions during objection handling.',
  'Tie the product back to the cost of the pain the buyer named.',
];

/** Stage scores shown in the full sample report. */
export const sampleStages = [
  { stage: 'Opening and agenda', score: 92 },
  { stage: 'Discovery', score: 88 },
  { stage: 'Value presentation', score: 81 },
  { stage: 'Objection handling', score: 74 },
  { stage: 'Next steps and close', score: 85 },
];

export const sampleCoachingActions = [
  'Before the next demo, map the buying committee: ask "Who else weighs in on a decision like this?"',
  'When an objection comes up, pause two seconds, then restate it before answering.',
  'Quote the buyer’s own numbers back when presenting value: "You said onboarding costs you 40 hours a month…"',
];
