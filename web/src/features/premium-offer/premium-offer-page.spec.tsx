import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import PremiumOfferPage from './premium-offer-page';
import PremiumRegularPage from './premium-regular-page';

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={paths.premium} element={<PremiumOfferPage />} />
        <Route path={paths.premiumRegular} element={<PremiumRegularPage />} />
      </Routes>
      <WhereAmI />
    </MemoryRouter>,
  );
}

describe('one-time offer page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down 6 hours and then replaces itself with the regular page', () => {
    renderAt(paths.premium);
    expect(screen.getByRole('timer')).toHaveTextContent('06:00:00');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('$79 a month, not $119');

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('05:59:59');

    act(() => jest.advanceTimersByTime((6 * 3600 - 2) * 1000));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.premium);

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.premiumRegular);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Coaching on every sales call');
  });

  it('offers a decline link and both ways to buy', () => {
    renderAt(paths.premium);
    expect(screen.getByRole('link', { name: /no thanks/i })).toHaveAttribute('href', paths.downloadBreakdown);
    expect(screen.getByRole('link', { name: 'Start my 14-day trial' })).toHaveAttribute('href', paths.trialCheckout);
    expect(screen.getByRole('link', { name: 'Lock in the founder rate' })).toHaveAttribute('href', paths.premiumCheckout);
    expect(screen.getByText(/2 months free, you save \$118 \(17%\)/)).toBeInTheDocument();
  });

  it('shows 3 feature cards, all 6 when expanded, and 3 again when collapsed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt(paths.premium);
    const features = () => screen.getByRole('heading', { name: 'Everything Premium unlocks' }).parentElement!.querySelectorAll('li');
    const toggle = screen.getByRole('button', { name: 'Show all 6 features' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(features()).toHaveLength(3);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Show less');
    expect(features()).toHaveLength(6);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(features()).toHaveLength(3);
  });
});

describe('regular premium page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sells at $119 with no timer, no decline link and no redirect', () => {
    renderAt(paths.premiumRegular);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /no thanks/i })).not.toBeInTheDocument();
    expect(screen.getByText('$119')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(7 * 3600 * 1000));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.premiumRegular);
  });
});
