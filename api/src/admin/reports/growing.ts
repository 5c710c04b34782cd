type Column = Float64Array | Int32Array | Uint8Array;

/**
 * Makes a column of `length`; given the column it replaces, may answer a
 * view of that column's buffer grown in place, whose values need no copy.
 */
type Make<T extends Column> = (length: number, current?: T) => T;

/** A typed array that grows by half again when full, so appending stays cheap. */
export class Growing<T extends Column> {
  length = 0;
  constructor(
    public data: T,
    private readonly make: Make<T>,
  ) {}

  /** Room for `length` values in all, made at once: a load that knows its size grows no copies and leaves no slack. */
  reserve(length: number): void {
    if (length > this.data.length) this.data = this.resized(length);
  }

  /** Appends `values`; answers where they start. */
  add(values: ArrayLike<number>): number {
    if (this.length + values.length > this.data.length) this.data = this.resized(Math.max(this.length + values.length, Math.ceil(this.data.length * 1.5), 1024));
    const start = this.length;
    this.data.set(values, start);
    this.length += values.length;
    return start;
  }

  private resized(length: number): T {
    const grown = this.make(length, this.data);
    if (grown.buffer !== this.data.buffer) grown.set(this.data.subarray(0, this.length));
    return grown;
  }
}

/**
 * The address space a column may grow into in place, reserved when it is
 * made; memory is committed only as values are written. A column reserved at
 * its load's exact size and then given one row more (the first change the
 * paths take in after their load) was copied whole into one half as large
 * again, the old one alive until collected: at 10,000,000 events, the API's
 * RSS went up 111 MB with the first reports under traffic.
 */
const MAX_BYTES = 2 ** 32;

interface View<T extends Column> {
  new (buffer: ArrayBufferLike, byteOffset: number, length: number): T;
  readonly BYTES_PER_ELEMENT: number;
}

/** Columns over a resizable buffer (`shared`: a SharedArrayBuffer, which threads read where it is), grown in place while the reserve lasts. */
function inPlace<T extends Column>(View: View<T>, shared: boolean): Make<T> {
  return (length, current) => {
    const bytes = length * View.BYTES_PER_ELEMENT;
    const buffer = current?.buffer;
    if (current && buffer && bytes <= buffer.maxByteLength && (shared ? buffer instanceof SharedArrayBuffer && buffer.growable : buffer instanceof ArrayBuffer && buffer.resizable)) {
      if (buffer instanceof SharedArrayBuffer) buffer.grow(bytes);
      else (buffer as ArrayBuffer).resize(bytes);
      // A view of a fixed length: one that follows its buffer's length read 13 times slower in the pass's loops (Node 20).
      return new View(buffer, 0, length);
    }
    const options = { maxByteLength: Math.max(bytes, MAX_BYTES) };
    return new View(shared ? new SharedArrayBuffer(bytes, options) : new ArrayBuffer(bytes, options), 0, length);
  };
}

const column = <T extends Column>(View: View<T>, shared: boolean) => {
  const make = inPlace(View, shared);
  return () => new Growing(make(0), make);
};

export const float64 = column<Float64Array>(Float64Array, false);
export const int32 = column<Int32Array>(Int32Array, false);
export const uint8 = column<Uint8Array>(Uint8Array, false);

/** Typed arrays over shared memory: a thread given one reads the same bytes, nothing copied (the conversion pass's threads). */
export const sharedFloat64 = (length: number) => new Float64Array(new SharedArrayBuffer(length * 8));
export const sharedInt32 = (length: number) => new Int32Array(new SharedArrayBuffer(length * 4));

/** Growing columns in shared memory. */
export const shared = {
  float64: column<Float64Array>(Float64Array, true),
  int32: column<Int32Array>(Int32Array, true),
  uint8: column<Uint8Array>(Uint8Array, true),
};
