import { screen, waitFor, within } from '@testing-library/react';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../config/paths';
import { stubFetch, type StubCall } from '../../../test/stub-fetch';
import VsGongPage from './vs-gong-page';
import { renderRouted } from '../../../test/render-routed';

let calls: StubCall[];

beforeEach(() => {
  calls = stubFetch();
});

const renderPage = () => renderRouted(<VsGongPage />, { at: paths.vsGong });

describe('/vs/gong', () => {
  it('leads with an "up to" saving its own calculator bears out, in its only h1', () => {
    renderPage();
    const [h1, ...others] = screen.getAllByRole('heading', { level: 1 });
    expect(others).toHaveLength(0);
    expect(h1).toHaveTextContent('Up to 62% Lower Cost');
    // What the calculator shows first (20 seats) is told beside it, not contradicted by it.
    expect(screen.getByText(/47% less at 20 seats, 59% at 100/)).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(h1!);
  });

  it('links the hero to the pilot checkout and the enterprise page', () => {
    renderPage();
    for (const link of screen.getAllByRole('link', { name: 'Start the $997 Pilot' })) expect(link).toHaveAttribute('href', paths.enterprisePilot);
    expect(screen.getByRole('link', { name: 'Explore Pitchlens for Enterprise' })).toHaveAttribute('href', paths.enterprise);
    expect(screen.getByRole('link', { name: 'Book a 15-Minute Demo' })).toHaveAttribute('href', brand.schedulingUrl);
  });

  it('holds the four comparison tables, the calculator and the four migration steps', () => {
    renderPage();
    expect(screen.getAllByRole('table')).toHaveLength(4);
    expect(screen.getByRole('spinbutton', { name: 'Number of seats' })).toBeInTheDocument();
    const migration = screen.getByRole('region', { name: 'Moving From Gong in Four Steps' });
    expect(within(migration).getAllByRole('listitem')).toHaveLength(4);
  });

  it('records the pitchlens_vs_gong funnel step once', async () => {
    renderPage();
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    const bodies = calls.map((call) => call.body as Record<string, unknown>);
    expect(bodies.filter((body) => body.currentFunnelStep === 'pitchlens_vs_gong' || body.step === 'pitchlens_vs_gong')).toHaveLength(1);
  });
});
