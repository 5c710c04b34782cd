import { formatUsd } from '../../../lib/format-usd';

/** The Supermetrics pilot offer (spec §9 "Supermetrics-style pilot"). */
export const supermetricsPilot = {
  days: 14,
  price: 5_500,
  setupHours: 48,
  languages: 3,
  accuracy: '95%',
  adherenceLift: '40%',
  blockers: 3,
  lessThanVendor: '40%',
} as const;

/** What the pilot includes, each part at the value it is sold for on its own. */
export const valueStack = [
  {
    item: `${supermetricsPilot.days}-day methodology-adoption pilot`,
    detail: 'Every call from the pilot team scored against your methodology, with a manager dashboard from day one.',
    value: 5_500,
  },
  {
    item: `Methodology configuration in ${supermetricsPilot.languages} languages`,
    detail: 'Your playbook and rubrics set up for each language your team sells in, so no market is scored on a translation.',
    value: 3_300,
  },
  {
    item: 'Adoption-blocker analysis and rollout plan',
    detail: `The top ${supermetricsPilot.blockers} reasons reps leave the methodology, backed by call evidence, with a plan to remove each.`,
    value: 11_000,
  },
] as const;

export const totalValue = valueStack.reduce((sum, part) => sum + part.value, 0);

/** The message the Supermetrics calls to action open, ready to send. */
export const supermetricsEmail = {
  subject: `Supermetrics × Pitchlens: ${supermetricsPilot.days}-day methodology-adoption pilot`,
  body: [
    'Hi Pitchlens team,',
    '',
    `We would like to start the ${supermetricsPilot.days}-day methodology-adoption pilot (${formatUsd(supermetricsPilot.price)}) for Supermetrics.`,
    '',
    'Methodology we sell with:',
    'Languages our team sells in:',
    'Number of reps in the pilot:',
    'Preferred start date:',
    '',
    'Thanks,',
  ].join('\n'),
};
