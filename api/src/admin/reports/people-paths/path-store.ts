import { ORDERED_FUNNEL_STEPS } from '@pitchlens/contracts';
import { shared, type Growing } from '../growing';
import type { UuidArray } from '../../../common/pg/uuid-array';
import { keyOf, UuidSlots, type IdKey } from '../uuid-slots';
import type { PersonPath } from './person-path';

const STEPS = ORDERED_FUNNEL_STEPS.length;

/** `length` codes of no text. */
const none = (length: number) => new Int32Array(length).fill(-1);


/** Numbers each slot layout: a new store's, and a store's once it is packed. */
let layouts = 0;

/** How much a PathStore is to hold: people, and their step times, touches and touches with a landing page. */
export interface PathStoreSize {
  people: number;
  times: number;
  touches: number;
  landings: number;
}

/** Where each slot's (or slot and step's) values begin in a column, and (one entry more) where the last one's end: 0 before anyone. */
const starts = () => {
  const column = shared.int32();
  column.reserve(1);
  column.add([0]);
  return column;
};

/**
 * Everyone's path in flat columns, one slot per person (README "How the
 * conversion funnel is computed"): a pass over 100,000 people reads typed
 * arrays in order instead of chasing an object and its arrays per person,
 * about three times faster, in a fraction of the memory. Slot s's times at
 * ordered step k (ascending) are `times[stepStart[s·STEPS + k]]` up to the
 * next start, one slot's steps after another, so no lengths are kept; its
 * touches (`touchAt`/`source`/`medium`/`campaign`, in time and event id
 * order) from `touchStart[s]` up to `touchStart[s + 1]`, and the touches a
 * page view carried (`landingAt`/`landingPath`) likewise from
 * `landingStart`. Texts are codes of the paths' Texts (-1: none).
 *
 * The columns are in shared memory, so the conversion pass's threads read
 * them where they are (conversion-threads.ts).
 *
 * A changed person gets a new slot and the old one is no longer `live` (its
 * values stay, a pass skips it); the columns are packed again once the dead
 * slots outnumber the live ones and number more than 10,000.
 */
export class PathStore {
  /** The contact id of each slot, and the slot each id lives in now. */
  private ids = new UuidSlots();
  /** 1 for a slot holding its person's path now, 0 for one emptied. */
  live = shared.uint8();
  stepStart = starts();
  times = shared.float64();
  touchStart = starts();
  touchAt = shared.float64();
  source = shared.int32();
  medium = shared.int32();
  campaign = shared.int32();
  landingStart = starts();
  landingAt = shared.float64();
  landingPath = shared.int32();

  /** Ordered steps per slot in stepStart. */
  readonly stride = STEPS;

  /**
   * Which numbering of people into slots this is. Within one, a slot's
   * values never change (a changed person moves to a new slot), so what was
   * worked out over its slots holds for them until it changes (pack).
   */
  layout = ++layouts;

  /** Slots in use, emptied ones included: a pass goes over 0…slots − 1. */
  get slots(): number {
    return this.ids.slots;
  }

  /** People held. */
  get size(): number {
    return this.ids.size;
  }

  /** The contact id of a slot in use. */
  idAt(slot: number): string {
    return this.ids.idAt(slot);
  }

  /** Adds the contact id of a slot in use to `ids`. */
  addIdTo(slot: number, ids: UuidArray): void {
    this.ids.addIdTo(slot, ids);
  }

  /** Room for this many people, step times, touches and touches with a landing page, in all. */
  reserve(size: PathStoreSize): void {
    this.ids.reserve(size.people);
    this.live.reserve(size.people);
    this.stepStart.reserve(size.people * STEPS + 1);
    for (const column of [this.touchStart, this.landingStart]) column.reserve(size.people + 1);
    this.times.reserve(size.times);
    for (const column of [this.touchAt, this.source, this.medium, this.campaign]) column.reserve(size.touches);
    for (const column of [this.landingAt, this.landingPath]) column.reserve(size.landings);
  }

  /** Holds `path` as the person `id`'s (null: they are gone, merged away). */
  put(id: string, path: PersonPath | null): void {
    const key = keyOf(id);
    const old = this.ids.slotOf(key);
    if (old !== undefined) this.live.data[old] = 0;
    this.ids.assign(key, path ? this.append(key, path) : null);
    if (this.slots - this.size > Math.max(this.size, 10_000)) this.pack();
  }

  private append(key: IdKey, path: PersonPath): number {
    const slot = this.ids.append(key);
    this.live.add([1]);
    for (const at of path.steps) {
      if (at) this.times.add(at);
      this.stepStart.add([this.times.length]);
    }
    if (path.touchAt) {
      const touches = path.touchAt.length;
      this.touchAt.add(path.touchAt);
      for (const [column, codes] of [[this.source, path.source], [this.medium, path.medium], [this.campaign, path.campaign]] as const) column.add(codes ?? none(touches));
    }
    this.touchStart.add([this.touchAt.length]);
    if (path.landingAt) {
      this.landingAt.add(path.landingAt);
      this.landingPath.add(path.landingPath ?? none(path.landingAt.length));
    }
    this.landingStart.add([this.landingAt.length]);
    return slot;
  }

  /** The person `id`'s path as held (null: none). */
  get(id: string): PersonPath | null {
    const slot = this.ids.slotOf(keyOf(id));
    return slot === undefined ? null : this.pathAt(slot);
  }

  /** The person in `slot` as a path again. */
  private pathAt(slot: number): PersonPath {
    const span = <T extends Float64Array | Int32Array>(start: Growing<Int32Array>, column: Growing<T>, at = slot) => {
      const [from, to] = [start.data[at], start.data[at + 1]];
      return from === to ? null : Array.from(column.data.subarray(from, to));
    };
    return {
      steps: Array.from({ length: STEPS }, (_, k) => span(this.stepStart, this.times, slot * STEPS + k)),
      touchAt: span(this.touchStart, this.touchAt),
      source: span(this.touchStart, this.source),
      medium: span(this.touchStart, this.medium),
      campaign: span(this.touchStart, this.campaign),
      landingAt: span(this.landingStart, this.landingAt),
      landingPath: span(this.landingStart, this.landingPath),
    };
  }

  /** The live people into fresh columns, in slot order. */
  private pack(): void {
    const packed = new PathStore();
    for (let slot = 0; slot < this.slots; slot += 1) if (this.live.data[slot] === 1) packed.put(this.ids.idAt(slot), this.pathAt(slot));
    // Takes the packed columns, index, ids and layout as its own.
    Object.assign(this, packed);
  }
}
