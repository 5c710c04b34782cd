import { ORDERED_FUNNEL_STEPS, ratio, type OrderedFunnelStepStats } from '@pitchlens/contracts';

/**
 * The ordered funnel from per-step counts. A visitor can skip steps (straight
 * to a checkout, say), so conversion is measured on "reached this step or a
 * later one", which never grows down the funnel.
 */
export function orderedFunnel(
  contacts: ReadonlyMap<string, number>,
  events: ReadonlyMap<string, number>,
  furthest: ReadonlyMap<number, number>,
): OrderedFunnelStepStats[] {
  const reachedOrBeyond = ORDERED_FUNNEL_STEPS.map((_, rank) =>
    [...furthest.entries()].filter(([r]) => r >= rank).reduce((n, [, count]) => n + count, 0),
  );
  return ORDERED_FUNNEL_STEPS.map((step, rank) => {
    const previous = rank > 0 ? reachedOrBeyond[rank - 1] : null;
    const current = reachedOrBeyond[rank];
    const dropOff = previous === null ? 0 : previous - current;
    return {
      step,
      contacts: contacts.get(step) ?? 0,
      events: events.get(step) ?? 0,
      reachedOrBeyond: current,
      conversionFromPrevious: ratio(current, previous),
      dropOffFromPrevious: dropOff,
      dropOffRate: ratio(dropOff, previous),
    };
  });
}

