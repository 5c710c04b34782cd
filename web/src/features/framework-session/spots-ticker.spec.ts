import { act, renderHook } from '@testing-library/react';
import { nextSpotsLeft, SPOTS_TICK_MS, useSpotsLeft } from './spots-ticker';

describe('nextSpotsLeft', () => {
  it('drops one spot on a roll under the drop chance', () => {
    expect(nextSpotsLeft(3, 0)).toBe(2);
    expect(nextSpotsLeft(3, 0.49)).toBe(2);
  });

  it('keeps the spots on any other roll', () => {
    expect(nextSpotsLeft(3, 0.5)).toBe(3);
    expect(nextSpotsLeft(2, 0.99)).toBe(2);
  });

  it('never goes below one spot', () => {
    expect(nextSpotsLeft(1, 0)).toBe(1);
  });
});

describe('useSpotsLeft', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const alwaysDrop = () => 0;

  it('starts at 3 and changes only when 30 seconds have passed', () => {
    const { result } = renderHook(() => useSpotsLeft(alwaysDrop));
    expect(result.current).toBe(3);

    act(() => jest.advanceTimersByTime(SPOTS_TICK_MS - 1));
    expect(result.current).toBe(3);

    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(2);
  });

  it('stops at one spot however many ticks pass', () => {
    const { result } = renderHook(() => useSpotsLeft(alwaysDrop));
    act(() => jest.advanceTimersByTime(SPOTS_TICK_MS * 10));
    expect(result.current).toBe(1);
  });

  it('stays put on ticks whose roll does not drop', () => {
    const rolls = [0.9, 0.1, 0.7];
    const random = jest.fn(() => rolls.shift() ?? 0.9);
    const { result } = renderHook(() => useSpotsLeft(random));

    act(() => jest.advanceTimersByTime(SPOTS_TICK_MS));
    expect(result.current).toBe(3);
    act(() => jest.advanceTimersByTime(SPOTS_TICK_MS));
    expect(result.current).toBe(2);
    act(() => jest.advanceTimersByTime(SPOTS_TICK_MS));
    expect(result.current).toBe(2);
    expect(random).toHaveBeenCalledTimes(3);
  });

  it('stops ticking when unmounted', () => {
    const random = jest.fn(alwaysDrop);
    const { unmount } = renderHook(() => useSpotsLeft(random));
    unmount();
    act(() => jest.advanceTimersByTime(SPOTS_TICK_MS * 3));
    expect(random).not.toHaveBeenCalled();
  });
});
