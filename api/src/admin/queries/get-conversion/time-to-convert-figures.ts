import { endianness } from 'node:os';

/** One step's time to convert: its 90th percentile and median (null: nobody), and `buckets[i]` people in histogram bucket i. */
export interface TimeToConvertFigures {
  p90: number | null;
  median: number | null;
  buckets: number[];
}

/*
 * Neither figure sorts or selects among all the values. One pass counts them
 * by the high 16 bits of their doubles (sign, exponent and 4 bits of
 * mantissa: counting buckets a sixteenth of a power of two wide, in the order
 * of the values). Those counts give each percentile's counting bucket and its
 * place there, and each histogram bucket's count but for the few counting
 * buckets an edge falls in; a second pass gathers only those buckets' values.
 * At 1,000,000 values both percentiles take about 3 ms, where selecting among
 * all of them took 20.
 */

/**
 * The time-to-convert figures of the seconds in `parts` (together), as
 * Postgres's percentile_disc and width_bucket with `edges` give them (the
 * contracts' TIME_TO_CONVERT_EDGES_SECONDS, from the caller: a pass thread
 * loads none of the contracts); one histogram bucket below the first edge,
 * one from each edge on.
 */
export function timeToConvertFigures(parts: readonly Float64Array[], edges: readonly number[]): TimeToConvertFigures {
  // The counting bucket each edge falls in.
  const edgeKeys = Array.from(highWords(Float64Array.from(edges)).filter((_, i) => i % 2 === HIGH_WORD), keyOf);
  const { percentiles: [p90, median], extra: onEdges } = percentilesGathering(parts, [0.9, 0.5], edgeKeys);
  // The counting buckets that pass filled, but those an edge falls in, whose values are placed one by one.
  const histogram = new Array<number>(edges.length + 1).fill(0);
  let display = edgeKeys.filter((edge) => edge < used.low).length;
  for (let key = used.low; key <= used.high; key += 1) {
    while (display < edgeKeys.length && edgeKeys[display] < key) display += 1;
    if (counts[key] > 0 && edgeKeys[display] !== key) histogram[display] += counts[key];
  }
  for (const values of onEdges) for (let i = 0; i < values.length; i += 1) histogram[bucketOf(values[i], edges)] += 1;
  return { p90, median, buckets: histogram };
}

/** At each of `fractions`, the first value at or past that fraction of the values of `parts` (together) in ascending order, as percentile_disc picks it (null of none). */
export function percentilesDisc(parts: readonly Float64Array[], fractions: readonly number[]): (number | null)[] {
  return percentilesGathering(parts, fractions, []).percentiles;
}

/**
 * The percentiles of percentilesDisc, and the values of each counting bucket
 * of `extraKeys` that holds any (`extra`), gathered by the same pass.
 */
function percentilesGathering(parts: readonly Float64Array[], fractions: readonly number[], extraKeys: readonly number[]): { percentiles: (number | null)[]; extra: Float64Array[] } {
  const total = countKeys(parts);
  if (total === 0) return { percentiles: fractions.map(() => null), extra: [] };
  const places = placesOf(total, fractions);
  const extra = extraKeys.filter((key) => counts[key] > 0);
  const keys = [...new Set([...places.map((place) => place.key), ...extra])];
  const gathered = gather(parts, keys);
  // Selecting reorders a bucket's values, which the extra buckets' readers do not mind.
  const percentiles = places.map(({ index, key, before }) => select(gathered[keys.indexOf(key)], index - before));
  return { percentiles, extra: extra.map((key) => gathered[keys.indexOf(key)]) };
}

/**
 * Per counting bucket, the last countKeys's count and where gather puts its
 * values (-1: nowhere); kept from one call to the next. Seconds to convert
 * fill a few hundred buckets, `used` (low…high), which alone are read and
 * cleared.
 */
const counts = new Int32Array(1 << 16);
const used = { low: 0, high: -1 };
const gatheredInto = new Int8Array(1 << 16).fill(-1);

/** Where a double's high 32 bits sit in a Uint32Array over its bytes. */
const HIGH_WORD = endianness() === 'LE' ? 1 : 0;

const highWords = (part: Float64Array) => new Uint32Array(part.buffer, part.byteOffset, part.length * 2);

/** The high 16 bits of a double's bits made to sort as the doubles do: negatives (sign set) reversed below the rest. */
function keyOf(high: number): number {
  return high & 0x8000_0000 ? ~high >>> 16 : (high >>> 16) | 0x8000;
}

/** Counts the values of `parts` into `counts` by counting bucket; answers how many there are. */
function countKeys(parts: readonly Float64Array[]): number {
  counts.fill(0, used.low, used.high + 1);
  let [total, low, high] = [0, counts.length, -1];
  for (const part of parts) {
    const words = highWords(part);
    for (let i = HIGH_WORD; i < words.length; i += 2) {
      const key = keyOf(words[i]);
      counts[key] += 1;
      if (key < low) low = key;
      if (key > high) high = key;
    }
    total += part.length;
  }
  Object.assign(used, { low, high });
  return total;
}

/** For each fraction, the index of its value in the sorted values, its counting bucket and how many values are in the buckets below. */
function placesOf(total: number, fractions: readonly number[]): { index: number; key: number; before: number }[] {
  const places = fractions.map((p) => ({ index: Math.max(Math.ceil(p * total), 1) - 1, key: -1, before: 0 }));
  for (let key = used.low, before = 0; key <= used.high; before += counts[key], key += 1) {
    for (const place of places) {
      if (place.key < 0 && place.index < before + counts[key]) Object.assign(place, { key, before });
    }
  }
  return places;
}

/**
 * Where gather puts the values it gathers, kept from one call to the next:
 * each call's are read before the next (a thread runs one at a time). Made
 * anew per call, a bucket of a median can hold tens of thousands of values,
 * and those megabytes outside the heap per report brought on whole-heap
 * collections.
 */
let gatherRoom = new Float64Array(0);

/** The values of `parts` in each counting bucket of `keys` (counted by countKeys), in that order: views of gatherRoom, read before the next call. */
function gather(parts: readonly Float64Array[], keys: readonly number[]): Float64Array[] {
  const total = keys.reduce((sum, key) => sum + counts[key], 0);
  if (gatherRoom.length < total) gatherRoom = new Float64Array(Math.ceil(total * 1.25));
  let start = 0;
  const gathered = keys.map((key, j) => {
    gatheredInto[key] = j;
    start += counts[key];
    return gatherRoom.subarray(start - counts[key], start);
  });
  const filled = new Int32Array(keys.length);
  for (const part of parts) {
    const words = highWords(part);
    for (let i = HIGH_WORD; i < words.length; i += 2) {
      const j = gatheredInto[keyOf(words[i])];
      if (j >= 0) gathered[j][filled[j]++] = part[i >> 1];
    }
  }
  for (const key of keys) gatheredInto[key] = -1;
  return gathered;
}

/** The value that would be at `index` were `values` sorted, moving smaller ones before it and larger after (Hoare's selection). */
function select(values: Float64Array, index: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1];
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i] < pivot) i += 1;
      while (values[j] > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i];
        values[i] = values[j];
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (index <= j) high = j;
    else if (index >= i) low = i;
    else return values[index];
  }
  return values[index];
}

/** A value's histogram bucket: how many edges are at or below it, as Postgres's width_bucket with an array of edges. */
function bucketOf(seconds: number, edges: readonly number[]): number {
  let bucket = 0;
  while (bucket < edges.length && edges[bucket] <= seconds) bucket += 1;
  return bucket;
}
