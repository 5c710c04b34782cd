import { spanWindow } from './wall-clock';

describe('a span of the wall clock', () => {
  it('is its two readings when the clock held', () => {
    expect(spanWindow(1_000_500, 1_000_900, 0, false)).toEqual({ lo: 1_000_500, hi: 1_000_900 });
  });

  it('widens at both ends by a step back: the call may have been stamped before the step or after it', () => {
    // Stamped at 38.529 just before the clock went back 16 ms; the close then read 38.513.
    expect(spanWindow(38_465, 38_513, 16, false)).toEqual({ lo: 38_449, hi: 38_529 });
  });

  it('starts a whole-second stamp at the second its widened start falls in', () => {
    expect(spanWindow(22_010, 22_400, 20, true)).toEqual({ lo: 21_000, hi: 22_420 });
  });
});
