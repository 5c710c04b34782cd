import { act, render, screen } from '@testing-library/react';
import { StickyOfferBar } from './sticky-offer-bar';

const FOURTEEN_DAYS_MS = 14 * 24 * 60 * 60 * 1000;

function scrollPageTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

const bar = () => screen.queryByRole('complementary', { name: 'Giveaway deadline' });
const clock = () => screen.getByRole('timer').textContent;

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});
afterEach(() => jest.useRealTimers());

describe('the sticky deadline bar', () => {
  it('appears only once the page is scrolled past 400 px, and hides again above it', () => {
    render(<StickyOfferBar booksRemaining={187} />);
    expect(bar()).toBeNull();
    scrollPageTo(400);
    expect(bar()).toBeNull();
    scrollPageTo(401);
    expect(bar()).toBeInTheDocument();
    expect(bar()).toHaveTextContent('187 books remaining');
    expect(screen.getByRole('link', { name: 'Refer Now' })).toHaveAttribute('href', '#referral-form');
    scrollPageTo(120);
    expect(bar()).toBeNull();
  });

  it('shows at once when the page opens already scrolled down', () => {
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true, writable: true });
    render(<StickyOfferBar booksRemaining={187} />);
    expect(bar()).toBeInTheDocument();
  });

  it('listens to scrolling passively and stops listening when it goes away', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(<StickyOfferBar booksRemaining={187} />);
    const call = add.mock.calls.find(([type]) => type === 'scroll');
    expect(call?.[2]).toEqual({ passive: true });
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', call?.[1]);
  });
});

describe('the 14-day countdown', () => {
  it('starts at 14 days from load and ticks each second, also while the bar is hidden', () => {
    render(<StickyOfferBar booksRemaining={187} />);
    scrollPageTo(500);
    expect(clock()).toBe('14d 00h 00m 00s');
    act(() => jest.advanceTimersByTime(1000));
    expect(clock()).toBe('13d 23h 59m 59s');

    scrollPageTo(0);
    act(() => jest.advanceTimersByTime(4000));
    scrollPageTo(500);
    expect(clock()).toBe('13d 23h 59m 55s');

    act(() => jest.advanceTimersByTime(61 * 60 * 1000));
    expect(clock()).toBe('13d 22h 58m 55s');
  });

  it('stops at zero', () => {
    render(<StickyOfferBar booksRemaining={187} />);
    scrollPageTo(500);
    // Jumping the clock avoids running a million one-second ticks.
    act(() => {
      jest.setSystemTime(Date.now() + FOURTEEN_DAYS_MS - 2000);
      jest.advanceTimersByTime(1000);
    });
    expect(clock()).toBe('0d 00h 00m 01s');
    act(() => jest.advanceTimersByTime(1000));
    expect(clock()).toBe('0d 00h 00m 00s');
    act(() => jest.advanceTimersByTime(10_000));
    expect(clock()).toBe('0d 00h 00m 00s');
    expect(jest.getTimerCount()).toBe(0);
  });
});
