/** A typed array that grows by half again when full, so appending stays cheap. */
export class Growing<T extends Float64Array | Int32Array | Uint8Array> {
  length = 0;
  constructor(
    public data: T,
    private readonly make: (length: number) => T,
  ) {}

  /** Room for `length` values in all, made at once: a load that knows its size grows no copies and leaves no slack. */
  reserve(length: number): void {
    if (length <= this.data.length) return;
    const grown = this.make(length);
    grown.set(this.data.subarray(0, this.length));
    this.data = grown;
  }

  /** Appends `values`; answers where they start. */
  add(values: ArrayLike<number>): number {
    if (this.length + values.length > this.data.length) {
      const grown = this.make(Math.max(this.length + values.length, Math.ceil(this.data.length * 1.5), 1024));
      grown.set(this.data.subarray(0, this.length));
      this.data = grown;
    }
    const start = this.length;
    this.data.set(values, start);
    this.length += values.length;
    return start;
  }
}

export const float64 = () => new Growing(new Float64Array(0), (length) => new Float64Array(length));
export const int32 = () => new Growing(new Int32Array(0), (length) => new Int32Array(length));
export const uint8 = () => new Growing(new Uint8Array(0), (length) => new Uint8Array(length));

/** Typed arrays over shared memory: a thread given one reads the same bytes, nothing copied (the conversion pass's threads). */
export const sharedFloat64 = (length: number) => new Float64Array(new SharedArrayBuffer(length * 8));
export const sharedInt32 = (length: number) => new Int32Array(new SharedArrayBuffer(length * 4));
export const sharedUint8 = (length: number) => new Uint8Array(new SharedArrayBuffer(length));

/** Growing columns in shared memory. */
export const shared = {
  float64: () => new Growing(sharedFloat64(0), sharedFloat64),
  int32: () => new Growing(sharedInt32(0), sharedInt32),
  uint8: () => new Growing(sharedUint8(0), sharedUint8),
};
