import { afterFirst, NOT_COUNTED, type PassRoom } from './conversion-pass';
import { BUCKETS, figuresOf, planFigures, type FiguresPlan, type TimeToConvertFigures } from './time-to-convert-figures';

/*
 * A breakdown's times to convert, each group's and the whole funnel's, from
 * counts. Each part's tally counts its entrants' seconds by group, step and
 * counting bucket (tallyPart). Here the parts' counts are added, each group's
 * to the whole funnel's too, and every list's figures planned from them; each
 * part then gathers the seconds of the counting buckets those plans need, a
 * group's and the whole funnel's in one pass (gatherPart); the figures are
 * made of what they gathered. The seconds are never put in group order, nor
 * the whole funnel's counted apart from its groups' (the two took about a
 * quarter of a breakdown's main thread).
 *
 * List t is the whole funnel (t = 0) or group t − 1; its step k is counted in
 * cells (t·n + k)·BUCKETS + b, one per counting bucket b.
 */

/** The lists' counts added over the parts, and each list's plan past step 1 (list t's step k at t·(n − 1) + k − 1). */
export interface GroupTimesPlan {
  counts: Int32Array;
  n: number;
  plans: FiguresPlan[];
  /** The cells whose seconds are gathered, in the order of the plans and each plan's gathers. */
  cells: Int32Array;
}

/** What a part gathers: the seconds of `cells`, of a breakdown into `groups` groups of an `n`-step funnel with a window of `windowMs`. */
export interface GatherAsk {
  cells: Int32Array;
  groups: number;
  n: number;
  windowMs: number;
}

/** A part's gathered seconds: those of cell j at values[starts[j]…starts[j + 1]). */
export interface Gathered {
  values: Float64Array;
  starts: Int32Array;
}

/**
 * The added counts, kept from one report to the next: the lists of 27 groups
 * of a 10-step funnel take 600 kB.
 */
let added = new Int32Array(0);

/** The plans of every list of a breakdown into `groups` groups of an `n`-step funnel, from the parts' counts (PartTally.counts). */
export function planGroupTimes(parts: readonly Int32Array[], groups: number, n: number, edges: readonly number[]): GroupTimesPlan {
  const span = n * BUCKETS;
  if (added.length < (groups + 1) * span) added = new Int32Array((groups + 1) * span);
  const counts = added.fill(0);
  for (const part of parts) {
    for (let g = 0; g < groups; g += 1) {
      for (let r = 0; r < span; r += 1) {
        const counted = part[g * span + r];
        counts[(g + 1) * span + r] += counted;
        counts[r] += counted;
      }
    }
  }
  const plans: FiguresPlan[] = [];
  const cells: number[] = [];
  for (let t = 0; t <= groups; t += 1) {
    for (let k = 1; k < n; k += 1) {
      const base = (t * n + k) * BUCKETS;
      const plan = planFigures(counts, base, edges);
      for (const b of plan.gathers) cells.push(base + b);
      plans.push(plan);
    }
  }
  return { counts, n, plans, cells: Int32Array.from(cells) };
}

/**
 * The seconds of the asked cells among the part's entrants tallied last (a
 * breakdown's: room.codes holds each one's group), of those it counted,
 * worked out again as the pass did for their cells (cellOf), each put in its
 * group's list and the whole funnel's when asked.
 */
export function gatherPart(room: PassRoom, { cells, groups, n, windowMs }: GatherAsk): Gathered {
  const span = n * BUCKETS;
  const { filled, later, owner, cell, first, codes: groupOf, counts } = room;
  if (room.into.length < (groups + 1) * span) room.into = new Int32Array((groups + 1) * span).fill(-1);
  const into = room.into;
  // Each cell's room, from the part's own counts: a group's as counted, the whole funnel's the sum of its groups'.
  const starts = new Int32Array(cells.length + 1);
  for (let j = 0; j < cells.length; j += 1) {
    into[cells[j]] = j;
    const t = Math.floor(cells[j] / span);
    const r = cells[j] - t * span;
    let size = 0;
    if (t > 0) size = counts[(t - 1) * span + r];
    else for (let g = 0; g < groups; g += 1) size += counts[g * span + r];
    starts[j + 1] = starts[j] + size;
  }
  const values = room.gatheredFor(starts[cells.length]);
  const filledTo = starts.slice(0, cells.length);
  for (let v = 0; v < filled; v += 1) {
    const i = owner[v];
    const g = groupOf[i];
    if (g === NOT_COUNTED) continue;
    const r = cell[v];
    const whole = into[r];
    const group = into[(g + 1) * span + r];
    if ((whole < 0 && group < 0) || later[v] > first[i] + windowMs) continue;
    const seconds = (later[v] - (afterFirst(r) ? first[i] : later[v - 1])) / 1000;
    if (whole >= 0) values[filledTo[whole]++] = seconds;
    if (group >= 0) values[filledTo[group]++] = seconds;
  }
  for (let j = 0; j < cells.length; j += 1) into[cells[j]] = -1;
  return { values: values.subarray(0, starts[cells.length]), starts };
}

/**
 * Where the parts' gathered seconds are put together, cell after cell, kept
 * from one report to the next (read before the next).
 */
let joined = new Float64Array(0);

/** Every list's figures past step 1, in the order of the plans, from the parts' gathered seconds. */
export function groupFigures({ counts, n, plans }: GroupTimesPlan, parts: readonly Gathered[], edges: readonly number[]): TimeToConvertFigures[] {
  const total = parts.reduce((sum, part) => sum + part.values.length, 0);
  if (joined.length < total) joined = new Float64Array(Math.ceil(total * 1.25));
  let [start, j] = [0, 0];
  return plans.map((plan, l) => {
    const values = plan.gathers.map(() => {
      const begin = start;
      for (const { values: gathered, starts } of parts) {
        joined.set(gathered.subarray(starts[j], starts[j + 1]), start);
        start += starts[j + 1] - starts[j];
      }
      j += 1;
      return joined.subarray(begin, start);
    });
    const [t, k] = [Math.floor(l / (n - 1)), (l % (n - 1)) + 1];
    return figuresOf(counts, (t * n + k) * BUCKETS, plan, values, edges);
  });
}
