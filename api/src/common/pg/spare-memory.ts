/** Smaller asks are left to Node: they come from its pool of small buffers or are cheap to make. */
export const LENT_FROM_BYTES = 256 * 1024;
/** Kept across calls in all: a 10,000,000-event cohort's people (4.4 MB of ids, a 2 MB set) for a few lists at once. */
const KEPT_BYTES = 32 * 1024 * 1024;

/**
 * Memory given back by large arrays that live for one request (the people
 * behind a figure: UuidArray and its UuidSet), lent to the next ask that
 * fits. Made afresh per list, outside V8's heap, 6 MB a list of 222,000
 * people brought a full collection every third list; lent, none. What is
 * given back beyond KEPT_BYTES is let go, largest first, so one huge cohort
 * does not hold its memory for the API's life.
 */
export class SpareMemory {
  /** Smallest first. */
  private readonly spare: ArrayBuffer[] = [];
  private kept = 0;

  /**
   * Memory of at least `bytes`, its own (offset 0, as 32-bit views of it
   * need), contents undefined: the smallest spare that fits and is not four
   * times too large, else new, and for a large ask a quarter larger, so a
   * slightly larger ask later fits it.
   */
  take(bytes: number): ArrayBuffer {
    if (bytes < LENT_FROM_BYTES) return Buffer.allocUnsafeSlow(bytes).buffer;
    const fit = this.spare.findIndex((buffer) => buffer.byteLength >= bytes);
    if (fit >= 0 && this.spare[fit].byteLength <= bytes * 4) {
      const [buffer] = this.spare.splice(fit, 1);
      this.kept -= buffer.byteLength;
      return buffer;
    }
    return Buffer.allocUnsafeSlow(Math.ceil((bytes * 1.25) / 8) * 8).buffer;
  }

  /** Memory no longer used by its taker: kept for the next ask unless small or past what is kept. */
  give(buffer: ArrayBuffer): void {
    if (buffer.byteLength < LENT_FROM_BYTES) return;
    const at = this.spare.findIndex((kept) => kept.byteLength >= buffer.byteLength);
    this.spare.splice(at < 0 ? this.spare.length : at, 0, buffer);
    this.kept += buffer.byteLength;
    while (this.kept > KEPT_BYTES) this.kept -= (this.spare.pop() as ArrayBuffer).byteLength;
  }

  /** Bytes kept now. */
  get size(): number {
    return this.kept;
  }
}

/** The API's one spare memory for request-long arrays. */
export const spareMemory = new SpareMemory();
