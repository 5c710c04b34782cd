import { act } from '@testing-library/react';

/**
 * Runs the fake clock through the countdown `timer` shows: it reads `start`,
 * then `oneSecondLater`, then zero once `untilZeroMs` more have passed, and
 * stays at zero a minute after that.
 */
export function expectCountdown(timer: HTMLElement, [start, oneSecondLater]: [string, string], untilZeroMs: number) {
  expect(timer).toHaveTextContent(start);

  act(() => jest.advanceTimersByTime(1000));
  expect(timer).toHaveTextContent(oneSecondLater);

  act(() => jest.advanceTimersByTime(untilZeroMs));
  expect(timer).toHaveTextContent('00:00:00');

  act(() => jest.advanceTimersByTime(60_000));
  expect(timer).toHaveTextContent('00:00:00');
}
