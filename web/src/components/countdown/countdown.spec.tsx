import { act, render, screen } from '@testing-library/react';
import { Countdown } from './countdown';

describe('Countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 24, 12) });
  });
  afterEach(() => jest.useRealTimers());

  const show = (onExpire?: () => void) => render(<Countdown offer="test-offer" durationSeconds={3600} label="Offer ends in" onExpire={onExpire} />);

  it('shows the same time left after a reload instead of starting again', async () => {
    const first = show();
    expect(screen.getByRole('timer')).toHaveTextContent('01:00:00');
    await act(() => jest.advanceTimersByTimeAsync(20 * 60_000));
    first.unmount();
    show();
    expect(screen.getByRole('timer')).toHaveTextContent('00:40:00');
  });

  it('ends at once on a visit after the deadline', async () => {
    show().unmount();
    jest.setSystemTime(Date.now() + 2 * 3600_000);
    const onExpire = jest.fn();
    show(onExpire);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
