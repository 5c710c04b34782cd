/** What the free breakdown holds (spec §2), quoted by both breakdown pages, the titles and the email. */
export { BREAKDOWN_ROWS, NAMED_TECHNIQUES, PITCH_MINUTES } from '@pitchlens/contracts';

/** The name the download is recorded under (spec §3: download tracking carries the file name). */
export const TACTICS_FILE_NAME = 'pitch-breakdown-tactics.csv';
export const TACTICS_CSV_URL = '/api/download/tactics-csv';

export interface TacticsColumn {
  name: string;
  detail: string;
}

export const TACTICS_COLUMNS: TacticsColumn[] = [
  { name: 'Timestamp', detail: 'The exact second it happens, from 0:00:00 to the final close, so you can jump straight to it.' },
  { name: 'Phase', detail: 'Which of the eight phases of the pitch the moment belongs to.' },
  { name: 'Technique', detail: 'The named tactic: Pattern Interrupt, Price Anchoring, Bonus Stacking, Proximity Close and more.' },
  { name: 'What was said', detail: 'A plain-language account of what happened on stage at that moment.' },
  { name: 'Why it works', detail: 'The psychology behind it, and how to use the same move on your next sales call.' },
];

export interface PitchPhase {
  name: string;
  rows: number;
  summary: string;
}

/** Rows per phase as they are in api/assets/pitch-breakdown-tactics.csv; they add up to 170. */
export const PITCH_PHASES: PitchPhase[] = [
  { name: 'Opening', rows: 14, summary: 'Silence, permission and an agenda that announces the offer before it arrives.' },
  { name: 'Credibility', rows: 18, summary: 'Proof before promise: results on screen before a single claim.' },
  { name: 'Problem', rows: 24, summary: 'A common enemy and a market shift that make standing still expensive.' },
  { name: 'Framework', rows: 42, summary: 'The teaching block: layered questions, self-assessments and callbacks.' },
  { name: 'Offer', rows: 18, summary: 'Price anchored to the cost of the alternative before the price is named.' },
  { name: 'Value Stack', rows: 20, summary: 'Bonuses with a known prior price, compared with the buyer’s own number.' },
  { name: 'Objections', rows: 18, summary: 'Short, straight answers that turn hesitation into trust.' },
  { name: 'Close', rows: 16, summary: 'An honest deadline, a downsell and a close made face to face.' },
];

export interface TacticsRow {
  timestamp: string;
  phase: string;
  technique: string;
  said: string;
  why: string;
}

/** Three real rows of the file, shown so visitors know exactly what they get. */
export const SAMPLE_TACTICS: TacticsRow[] = [
  {
    timestamp: '0:00:00',
    phase: 'Opening',
    technique: 'Pattern Interrupt',
    said: 'Walks on stage without music or introduction, stands still at center for about ten seconds, and waits until the room is completely silent before speaking.',
    why: 'Silence resets attention faster than volume. On a call, a deliberate two-second pause before your opener signals calm confidence and gets the prospect to actually listen.',
  },
  {
    timestamp: '1:55:50',
    phase: 'Offer',
    technique: 'Price Anchoring',
    said: 'Mentions the fully loaded annual cost of an experienced sales manager before saying anything at all about the program’s price.',
    why: 'A large, relevant reference number makes your price feel smaller. Introduce the cost of the alternative first, using figures the prospect recognizes.',
  },
  {
    timestamp: '2:17:01',
    phase: 'Value Stack',
    technique: 'Self-Generated Anchor',
    said: 'Asks attendees to compare the fee with the lost-revenue figure they calculated on their own worksheets earlier in the day.',
    why: 'The buyer’s own number is the most credible anchor there is. Revisit the cost figure the prospect gave you right after you state the price.',
  },
];
