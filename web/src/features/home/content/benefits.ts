import { paths } from '../../../config/paths';

export interface Benefit {
  audience: string;
  title: string;
  text: string;
  link?: { label: string; to: string };
}

/** Spec §1 audiences; sales trainers are served through the partner program. */
export const benefits: Benefit[] = [
  {
    audience: 'Sales reps',
    title: 'Know exactly what to fix before your next call',
    text: 'A score, the moments that mattered and concrete fixes about a minute after you hang up, instead of waiting a week for someone to find time to listen.',
  },
  {
    audience: 'Sales managers',
    title: 'Coach every rep on every call',
    text: 'Stop sampling one call a month. Rep performance, methodology adherence and coaching recommendations sit in one dashboard, so your hours go to coaching, not listening.',
  },
  {
    audience: 'Enablement leaders',
    title: 'Prove the methodology is landing',
    text: 'Track adherence to your playbook across the whole team and spot trends early, so the next training goes exactly where it is needed.',
  },
  {
    audience: 'Sales trainers',
    title: 'Make your framework stick after the workshop',
    text: 'Give clients a way to score every call against what you taught them, and keep your methodology in their daily routine.',
    link: { label: 'See the Founder Partner program', to: paths.partner },
  },
];
