import type { Window } from './truth-model';

/**
 * Spans of this machine's wall clock around what the server stamps with the
 * same clock: opened before a call, closed after its answer. A virtual
 * machine's wall clock is corrected now and then. A step back while a call
 * is in flight puts the server's stamp before the span opened (stamped after
 * the step) or after it closed (stamped before the step, the close read
 * after it). The monotonic clock is never stepped, so whatever the wall
 * clock lost against it between the two ends widens the span by as much at
 * each end. A step forward needs nothing: the close reads the clock after it.
 */
let largestStepBackMs = 0;

/** Opens a span; the function it returns closes it. `wholeSeconds`: the stamp is Stripe's, in whole seconds. */
export function openSpan(wholeSeconds = false): () => Window {
  const offset = wallAgainstMonotonic();
  const lo = Date.now();
  return () => {
    const hi = Date.now();
    // Both readings round to the millisecond: less than 2 ms apart is the readings, not the clock.
    const lost = offset - wallAgainstMonotonic();
    const back = lost >= 2 ? Math.ceil(lost) : 0;
    largestStepBackMs = Math.max(largestStepBackMs, back);
    return spanWindow(lo, hi, back, wholeSeconds);
  };
}

/** The stamps a span's call may carry: its readings `lo`…`hi` widened by the `back` ms the clock stepped back between them. */
export function spanWindow(lo: number, hi: number, back: number, wholeSeconds: boolean): Window {
  const start = lo - back;
  return { lo: wholeSeconds ? Math.floor(start / 1000) * 1000 : start, hi: hi + back };
}

/** The largest step back of the wall clock any span saw, in ms, for the run's summary. */
export const wallClockStepBack = (): number => largestStepBackMs;

const wallAgainstMonotonic = (): number => Date.now() - performance.now();
