import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '../../../config/paths';
import PilotSuccessPage from './pilot-success-page';
import { renderRouted } from '../../../../test/render-routed';

type WithDataLayer = Window & { dataLayer?: Record<string, unknown>[] };

afterEach(() => delete (window as WithDataLayer).dataLayer);

describe('/enterprise/pilot/success', () => {
  it('sends the purchase event once, even when effects run twice', () => {
    (window as WithDataLayer).dataLayer = [];
    render(
      <StrictMode>
        <MemoryRouter initialEntries={[paths.enterprisePilotSuccess]}>
          <PilotSuccessPage />
        </MemoryRouter>
      </StrictMode>,
    );
    const pushed = (window as WithDataLayer).dataLayer!;
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({ event: 'purchase', ecommerce: { value: 997, currency: 'USD', items: [{ item_id: 'enterprise_pilot' }] } });
  });

  it('lists what happens next and links home', () => {
    renderRouted(<PilotSuccessPage />, { at: paths.enterprisePilotSuccess });
    expect(screen.getByRole('heading', { name: 'What Happens Next' })).toBeInTheDocument();
    expect(screen.getByText('CEO kickoff call within 24 hours')).toBeInTheDocument();
    expect(screen.getByText('Custom implementation plan in week 1')).toBeInTheDocument();
    expect(screen.getByText('Pilot deployment in weeks 2-3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Pitchlens homepage' })).toHaveAttribute('href', paths.home);
  });
});
