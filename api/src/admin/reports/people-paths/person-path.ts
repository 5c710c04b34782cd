import { FUNNEL_PATH_STEP_COLUMNS, FUNNEL_PATH_TOUCH_COLUMNS } from '@pitchlens/database';

/**
 * A contact's row of funnel_paths, as the conversion funnel reads it: their
 * times at each ordered step (catalogue order; ascending milliseconds since
 * 1970, null if never), their touches in (time, event id) order with each
 * touch's fields, and apart from them the touches a page view carried with
 * its path.
 */
export interface PersonPath {
  steps: (number[] | null)[];
  touchAt: number[] | null;
  source: (string | null)[] | null;
  medium: (string | null)[] | null;
  campaign: (string | null)[] | null;
  landingAt: number[] | null;
  landingPath: (string | null)[] | null;
}

/** A funnel_paths row as pg gives it: bigint arrays as strings. */
export type PathRow = { contact_id: string; revision: string } & Record<(typeof FUNNEL_PATH_STEP_COLUMNS)[number] | (typeof FUNNEL_PATH_TOUCH_COLUMNS)[number], string[] | null>;

// Arrays made to size (the driver's grow as it parses), and each distinct text kept once: sources, campaigns and paths repeat across people.
const numbers = (values: string[] | null): number[] | null => values && values.map(Number);

/** Texts seen so far, each kept once. */
export type TextPool = Map<string, string>;

const texts = (values: (string | null)[] | null, pool: TextPool): (string | null)[] | null =>
  values &&
  values.map((value) => {
    if (value === null) return null;
    const kept = pool.get(value);
    if (kept !== undefined) return kept;
    pool.set(value, value);
    return value;
  });

/** The path of a row; null for the emptied row of a contact merged away. */
export function pathOf(row: PathRow, pool: TextPool): PersonPath | null {
  const steps = FUNNEL_PATH_STEP_COLUMNS.map((column) => numbers(row[column]));
  if (steps.every((times) => times === null) && row.touch_at === null) return null;
  return {
    steps,
    touchAt: numbers(row.touch_at),
    source: texts(row.touch_source, pool),
    medium: texts(row.touch_medium, pool),
    campaign: texts(row.touch_campaign, pool),
    landingAt: numbers(row.landing_at),
    landingPath: texts(row.landing_path, pool),
  };
}
