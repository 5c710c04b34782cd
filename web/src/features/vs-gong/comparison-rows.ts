import { PILOT_GUARANTEE_SHORT } from '@pitchlens/contracts';
import { formatUsd } from '../../lib/format-usd';
import { gongCost, pilot, pitchlensCost, pricing } from './pricing';

export const COMPARISON_CATEGORIES = ['Pricing and Contract', 'Coaching and Scoring', 'Setup and Adoption', 'Platform and Partnership'] as const;

export type ComparisonCategory = (typeof COMPARISON_CATEGORIES)[number];

/** One line of the Pitchlens-versus-Gong comparison (spec §3 "Comparison row"). */
export interface ComparisonRow {
  category: ComparisonCategory;
  feature: string;
  pitchlens: string;
  competitor: string;
  /** False where Gong is the better choice; the tables say so rather than hide it. */
  pitchlensWins: boolean;
}

export const comparisonRows: ComparisonRow[] = [
  { category: 'Pricing and Contract', feature: 'Price per seat', pitchlens: `${formatUsd(pricing.pitchlensPerSeat)} per year`, competitor: `About ${formatUsd(pricing.gongPerSeat)} per year`, pitchlensWins: true },
  { category: 'Pricing and Contract', feature: '20 seats, per year', pitchlens: `${formatUsd(pitchlensCost(20))} with the platform fee`, competitor: formatUsd(gongCost(20)), pitchlensWins: true },
  { category: 'Pricing and Contract', feature: '100 seats, per year', pitchlens: `${formatUsd(pitchlensCost(100))} with the platform fee`, competitor: formatUsd(gongCost(100)), pitchlensWins: true },
  { category: 'Pricing and Contract', feature: 'Way in', pitchlens: `${formatUsd(pilot.price)} pilot for ${pilot.seats} seats, 100% credited to annual`, competitor: 'Annual contract', pitchlensWins: true },
  {
    category: 'Pricing and Contract',
    feature: 'Guarantee',
    pitchlens: PILOT_GUARANTEE_SHORT,
    competitor: 'No published performance guarantee',
    pitchlensWins: true,
  },
  {
    category: 'Coaching and Scoring',
    feature: 'What calls are scored against',
    pitchlens: 'Your own scripts, playbooks and rubrics',
    competitor: 'Generic conversation metrics and trackers',
    pitchlensWins: true,
  },
  { category: 'Coaching and Scoring', feature: 'Time to feedback', pitchlens: 'About 60 seconds per call', competitor: 'After processing, then manager review', pitchlensWins: true },
  {
    category: 'Coaching and Scoring',
    feature: 'Coaching output',
    pitchlens: 'Missed opportunities and specific improvement suggestions on every call',
    competitor: 'Call highlights and talk-pattern statistics',
    pitchlensWins: true,
  },
  {
    category: 'Coaching and Scoring',
    feature: 'Methodology adherence',
    pitchlens: 'Tracked per rep on the manager dashboard',
    competitor: 'Built by hand from trackers and scorecards',
    pitchlensWins: true,
  },
  { category: 'Setup and Adoption', feature: 'Setup time', pitchlens: '24–48 hours', competitor: '4–6 weeks', pitchlensWins: true },
  { category: 'Setup and Adoption', feature: 'Implementation', pitchlens: 'Custom implementation of your methodology, included', competitor: 'Standard onboarding', pitchlensWins: true },
  { category: 'Setup and Adoption', feature: 'Time to value', pitchlens: `${pilot.days} days, measured on your own calls`, competitor: 'After a 4–6 week setup', pitchlensWins: true },
  {
    category: 'Setup and Adoption',
    feature: 'Integrations',
    pitchlens: 'CRMs, calendars, Zoom, Teams, Google Meet, Slack and an API',
    competitor: 'A large marketplace of ready-made integrations',
    pitchlensWins: false,
  },
  { category: 'Platform and Partnership', feature: 'Access to leadership', pitchlens: 'Direct CEO access during your pilot', competitor: 'Account manager and support team', pitchlensWins: true },
  {
    category: 'Platform and Partnership',
    feature: 'Focus',
    pitchlens: 'Call coaching against your methodology',
    competitor: 'Broad revenue-intelligence suite',
    pitchlensWins: true,
  },
  {
    category: 'Platform and Partnership',
    feature: 'Deal forecasting',
    pitchlens: 'Not offered: we focus on coaching',
    competitor: 'Included in the revenue-intelligence suite',
    pitchlensWins: false,
  },
  {
    category: 'Platform and Partnership',
    feature: 'Track record',
    pitchlens: 'A young company, built for today’s AI',
    competitor: 'An established vendor with a large customer base',
    pitchlensWins: false,
  },
];

/** Rows per category, in the order of COMPARISON_CATEGORIES, each keeping its listed order. */
export function groupByCategory(rows: readonly ComparisonRow[]): { category: ComparisonCategory; rows: ComparisonRow[] }[] {
  return COMPARISON_CATEGORIES.map((category) => ({ category, rows: rows.filter((row) => row.category === category) }));
}
