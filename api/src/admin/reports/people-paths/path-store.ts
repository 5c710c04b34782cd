import { ORDERED_FUNNEL_STEPS } from '@pitchlens/contracts';
import { float64, int32, type Growing } from '../growing';
import { keyOf, UuidSlots, type IdKey } from '../uuid-slots';
import type { PersonPath } from './person-path';

const STEPS = ORDERED_FUNNEL_STEPS.length;

/** `length` codes of no text. */
const none = (length: number) => new Int32Array(length).fill(-1);


/** How much a PathStore is to hold: people, and their step times, touches and touches with a landing page. */
export interface PathStoreSize {
  people: number;
  times: number;
  touches: number;
  landings: number;
}

/**
 * Everyone's path in flat columns, one slot per person (README "How the
 * conversion funnel is computed"): a pass over 100,000 people reads typed
 * arrays in order instead of chasing an object and its arrays per person,
 * about three times faster, in a fraction of the memory. Slot s's times at
 * ordered step k are `times[stepStart[s·STEPS + k]]` onwards (`stepLength` of
 * them, ascending); its touches `touchAt`/`source`/`medium`/`campaign` from
 * `touchStart[s]` (`touchLength[s]`, in time and event id order), and the
 * touches a page view carried `landingAt`/`landingPath` likewise. Texts are
 * codes of the paths' Texts (-1: none).
 *
 * A changed person gets a new slot and the old one is emptied (its lengths
 * zero, so a pass skips it); the columns are packed again once the emptied
 * slots outnumber the live ones and number more than 10,000.
 */
export class PathStore {
  /** The contact id of each slot, and the slot each id lives in now. */
  private ids = new UuidSlots();
  stepStart = int32();
  stepLength = int32();
  times = float64();
  touchStart = int32();
  touchLength = int32();
  touchAt = float64();
  source = int32();
  medium = int32();
  campaign = int32();
  landingStart = int32();
  landingLength = int32();
  landingAt = float64();
  landingPath = int32();

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

  /** Writes the contact id of a slot in use as a UUID's 16 bytes into `buffer` at `at`. */
  writeId(slot: number, buffer: Buffer, at: number): void {
    this.ids.writeId(slot, buffer, at);
  }

  /** Room for this many people, step times, touches and touches with a landing page, in all. */
  reserve(size: PathStoreSize): void {
    this.ids.reserve(size.people);
    for (const column of [this.stepStart, this.stepLength]) column.reserve(size.people * STEPS);
    for (const column of [this.touchStart, this.touchLength, this.landingStart, this.landingLength]) column.reserve(size.people);
    this.times.reserve(size.times);
    for (const column of [this.touchAt, this.source, this.medium, this.campaign]) column.reserve(size.touches);
    for (const column of [this.landingAt, this.landingPath]) column.reserve(size.landings);
  }

  /** Holds `path` as the person `id`'s (null: they are gone, merged away). */
  put(id: string, path: PersonPath | null): void {
    const key = keyOf(id);
    const old = this.ids.slotOf(key);
    if (old !== undefined) this.empty(old);
    this.ids.assign(key, path ? this.append(key, path) : null);
    if (this.slots - this.size > Math.max(this.size, 10_000)) this.pack();
  }

  private append(key: IdKey, path: PersonPath): number {
    const slot = this.ids.append(key);
    for (const at of path.steps) {
      this.stepStart.add([this.times.length]);
      this.stepLength.add([at?.length ?? 0]);
      if (at) this.times.add(at);
    }
    const touches = path.touchAt?.length ?? 0;
    this.touchStart.add([this.touchAt.length]);
    this.touchLength.add([touches]);
    if (path.touchAt) {
      this.touchAt.add(path.touchAt);
      for (const [column, codes] of [[this.source, path.source], [this.medium, path.medium], [this.campaign, path.campaign]] as const) column.add(codes ?? none(touches));
    }
    const landings = path.landingAt?.length ?? 0;
    this.landingStart.add([this.landingAt.length]);
    this.landingLength.add([landings]);
    if (path.landingAt) {
      this.landingAt.add(path.landingAt);
      this.landingPath.add(path.landingPath ?? none(landings));
    }
    return slot;
  }

  private empty(slot: number): void {
    this.stepLength.data.fill(0, slot * STEPS, (slot + 1) * STEPS);
    this.touchLength.data[slot] = 0;
    this.landingLength.data[slot] = 0;
  }

  /** The person `id`'s path as held (null: none). */
  get(id: string): PersonPath | null {
    const slot = this.ids.slotOf(keyOf(id));
    return slot === undefined ? null : this.pathAt(slot);
  }

  /** The person in `slot` as a path again. */
  private pathAt(slot: number): PersonPath {
    const range = <T extends Float64Array | Int32Array>(column: Growing<T>, start: number, length: number) => Array.from(column.data.subarray(start, start + length));
    const steps = Array.from({ length: STEPS }, (_, k) => {
      const length = this.stepLength.data[slot * STEPS + k];
      return length === 0 ? null : range(this.times, this.stepStart.data[slot * STEPS + k], length);
    });
    const [touch, touches] = [this.touchStart.data[slot], this.touchLength.data[slot]];
    const [landing, landings] = [this.landingStart.data[slot], this.landingLength.data[slot]];
    const some = <V>(length: number, values: () => V) => (length === 0 ? null : values());
    return {
      steps,
      touchAt: some(touches, () => range(this.touchAt, touch, touches)),
      source: some(touches, () => range(this.source, touch, touches)),
      medium: some(touches, () => range(this.medium, touch, touches)),
      campaign: some(touches, () => range(this.campaign, touch, touches)),
      landingAt: some(landings, () => range(this.landingAt, landing, landings)),
      landingPath: some(landings, () => range(this.landingPath, landing, landings)),
    };
  }

  /** The live people into fresh columns, in slot order. */
  private pack(): void {
    const packed = new PathStore();
    for (let slot = 0; slot < this.slots; slot += 1) {
      const id = this.ids.idAt(slot);
      if (this.ids.slotOf(keyOf(id)) === slot) packed.put(id, this.pathAt(slot));
    }
    // Takes the packed columns, index and ids as its own.
    Object.assign(this, packed);
  }
}
