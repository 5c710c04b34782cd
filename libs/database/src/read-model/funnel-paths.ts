import { ORDERED_FUNNEL_STEPS, type OrderedFunnelStep } from '@pitchlens/contracts';

/**
 * `funnel_paths` keeps one row per contact: for each ordered step, every time
 * they reached it (ascending, null if never), and their touches in (time,
 * event id) order, times as whole milliseconds since 1970 (the projector
 * writes every time at that precision), so a report's arithmetic is on
 * integers and its seconds between steps are exact. The conversion funnel follows a person through any steps
 * in any order from this one row, so a report reads each person once instead
 * of probing their times step by step.
 */
function funnelPathColumn(step: OrderedFunnelStep): `at_${OrderedFunnelStep}` {
  return `at_${step}`;
}

export const FUNNEL_PATH_STEP_COLUMNS = ORDERED_FUNNEL_STEPS.map(funnelPathColumn);

/** A contact's touches in (time, event id) order, and apart from them those a page view carried (with its path). */
export const FUNNEL_PATH_TOUCH_COLUMNS = ['touch_at', 'touch_source', 'touch_medium', 'touch_campaign', 'landing_at', 'landing_path'] as const;

/** Every column of a path but its contact and revision: all null on the row of a contact merged away. */
export const FUNNEL_PATH_COLUMNS = [...FUNNEL_PATH_STEP_COLUMNS, ...FUNNEL_PATH_TOUCH_COLUMNS];

/**
 * What funnel_paths says, for comparing two copies (a live table and its
 * rebuild): a row's revision numbers its writes, not what it holds, and an
 * emptied row (a contact merged away) is no one's path; whether one was left
 * depends on how the log was cut into batches.
 */
export const FUNNEL_PATHS_CONTENT = {
  columns: ['contact_id', ...FUNNEL_PATH_COLUMNS],
  where: `num_nonnulls(${FUNNEL_PATH_COLUMNS.join(', ')}) > 0`,
};
