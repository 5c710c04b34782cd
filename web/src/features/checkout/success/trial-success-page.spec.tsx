import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server.node';
import { MemoryRouter } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../../config/paths';
import TrialSuccessPage from './trial-success-page';
import { renderRouted } from '../../../../test/render-routed';

jest.mock('../../../components/effects/confetti', () => ({ celebrate: jest.fn(() => () => undefined) }));

afterEach(() => jest.useRealTimers());

describe('/pitchlens-trial-success', () => {
  it('dates the trial end and the first charge 14 days from today', async () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 22, 15, 0) });
    renderRouted(<TrialSuccessPage />, { at: paths.trialSuccess });
    await act(async () => {});
    expect(screen.getByText('Trial ends').nextElementSibling).toHaveTextContent('Sunday, December 6, 2026');
    expect(screen.getByText('First charge').nextElementSibling).toHaveTextContent('$79 on Sunday, December 6, 2026');
    expect(screen.getByText('Upload 1 call within 48 hours')).toBeInTheDocument();
    expect(screen.getByText('Upload 3 calls within 14 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload My First Call' })).toHaveAttribute('href', brand.appUrl);
  });

  it('prerenders without a date, so the static HTML never depends on the build day', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={[paths.trialSuccess]}>
        <TrialSuccessPage />
      </MemoryRouter>,
    );
    expect(html).toContain('14 days from today');
    expect(html).not.toMatch(/day, [A-Z][a-z]+ \d+, 20\d\d/);
  });
});
