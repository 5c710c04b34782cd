import { CATALOGUE, formatPrice } from '@pitchlens/contracts';

/** The framework mapping session's terms (spec §1, §9); its prices are the catalogue's. */
export const SESSION_PRICE = formatPrice(CATALOGUE.framework_session.amountCents);
export const SESSION_REGULAR_PRICE = formatPrice(CATALOGUE.framework_session.regularAmountCents ?? CATALOGUE.framework_session.amountCents);
export const SESSION_MINUTES = 60;
export const SPOTS_PER_WEEK = 11;
export const NEXT_OPENING_WEEKS = 6;
export const GUARANTEE_DAYS = 30;
export const GUARANTEE_MIN_CALLS = 10;

export interface AgendaBlock {
  minutes: number;
  title: string;
  detail: string;
}

/** 60 minutes as 15, 25, 10 and 10. */
export const AGENDA: AgendaBlock[] = [
  {
    minutes: 15,
    title: 'Your process, on the table',
    detail:
      'We walk through how your team sells today: your stages, your discovery questions, the scripts and playbooks you already have, and the call recordings you send ahead.',
  },
  {
    minutes: 25,
    title: 'Live framework mapping',
    detail:
      'Together we turn your process into scoring criteria inside Pitchlens, on screen: what a great call must contain at each stage, what counts as a miss, and how much each moment weighs.',
  },
  {
    minutes: 10,
    title: 'Test it on a real call',
    detail:
      'We score one of your own recordings against the new framework and tune it until the score matches what your best manager would say.',
  },
  {
    minutes: 10,
    title: 'Your rollout plan',
    detail:
      'What your reps will see, how managers coach from it, and the first 30 days of using your framework on every call.',
  },
];

export interface Bonus {
  title: string;
  detail: string;
  value?: string;
}

export const BONUSES: Bonus[] = [
  { title: 'The full session recording', detail: 'Rewatch any part of it, or share it with the managers who could not join.' },
  {
    title: 'Your framework as a PDF',
    detail: 'Every stage, question and scoring rule we mapped, written up for onboarding and team meetings.',
  },
  {
    title: '30 days of direct chat access',
    detail: 'Questions answered while you roll the framework out, so nothing stalls after the call ends.',
  },
  {
    title: 'Custom configuration, done for you',
    detail: 'We set up your scoring rubric and criteria in your account ourselves; you only review it.',
    value: '$500 value',
  },
];
