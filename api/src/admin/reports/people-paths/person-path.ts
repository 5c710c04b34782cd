import { FUNNEL_PATH_STEP_COLUMNS, FUNNEL_PATH_TOUCH_COLUMNS } from '@pitchlens/database';
import type { Texts } from '@pitchlens/reports';

/**
 * A contact's row of funnel_paths, as the conversion funnel reads it: their
 * times at each ordered step (catalogue order; ascending milliseconds since
 * 1970, null if never), their touches in (time, event id) order with each
 * touch's fields, and apart from them the touches a page view carried with
 * its path. Texts are kept as their codes in the paths' Texts (-1: none), so
 * a breakdown counts people by number, not by looking texts up.
 */
export interface PersonPath {
  steps: (number[] | null)[];
  touchAt: number[] | null;
  source: number[] | null;
  medium: number[] | null;
  campaign: number[] | null;
  landingAt: number[] | null;
  landingPath: number[] | null;
}

/** A funnel_paths row as pg gives it: bigint arrays as strings. */
export type PathRow = { contact_id: string; revision: string } & Record<(typeof FUNNEL_PATH_STEP_COLUMNS)[number] | (typeof FUNNEL_PATH_TOUCH_COLUMNS)[number], string[] | null>;

// Arrays made to size (the driver's grow as it parses).
const numbers = (values: string[] | null): number[] | null => values && values.map(Number);

/** The path of a row; null for the emptied row of a contact merged away. */
export function pathOf(row: PathRow, texts: Texts): PersonPath | null {
  const steps = FUNNEL_PATH_STEP_COLUMNS.map((column) => numbers(row[column]));
  if (steps.every((times) => times === null) && row.touch_at === null) return null;
  const coded = (values: (string | null)[] | null) => values && values.map((text) => texts.code(text));
  return {
    steps,
    touchAt: numbers(row.touch_at),
    source: coded(row.touch_source),
    medium: coded(row.touch_medium),
    campaign: coded(row.touch_campaign),
    landingAt: numbers(row.landing_at),
    landingPath: coded(row.landing_path),
  };
}
