import { act, screen } from '@testing-library/react';
import { paths } from '../../config/paths';
import PremiumTrialPage from './premium-trial-page';
import { renderRouted } from '../../../test/render-routed';

describe('trial sales page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down from 23:59:59 and stops at zero without leaving the page', () => {
    renderRouted(<PremiumTrialPage />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('23:59:59');

    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('23:59:58');

    act(() => jest.advanceTimersByTime(25 * 3600 * 1000));
    expect(timer).toHaveTextContent('00:00:00');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('sends every call to action to the trial checkout', () => {
    renderRouted(<PremiumTrialPage />);
    const ctas = screen.getAllByRole('link', { name: /start my/i });
    expect(ctas.length).toBeGreaterThanOrEqual(2);
    for (const cta of ctas) expect(cta).toHaveAttribute('href', paths.trialCheckout);
    expect(screen.getByText(/^Trial requirements:/)).toHaveTextContent(
      'upload 1 call within 48 hours and 3 calls within 14 days. Otherwise, $79 is billed automatically on day 14.',
    );
  });
});
