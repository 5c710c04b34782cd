import { screen, within } from '@testing-library/react';
import { paths } from '../../config/paths';
import EnterprisePage from './enterprise-page';
import { renderRouted } from '../../../test/render-routed';

const renderPage = () => renderRouted(<EnterprisePage />, { at: paths.enterprise });

describe('/enterprise', () => {
  it('has one h1 inside the main landmark', () => {
    renderPage();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(headings[0]!);
  });

  it('sends visitors to the pilot, the proposal, the Gong comparison and the security page', () => {
    renderPage();
    for (const link of screen.getAllByRole('link', { name: 'Start the $997 Pilot' })) expect(link).toHaveAttribute('href', paths.enterprisePilot);
    for (const link of screen.getAllByRole('link', { name: 'View the Enterprise Proposal' })) expect(link).toHaveAttribute('href', paths.proposal);
    expect(screen.getByRole('link', { name: 'Compare Pitchlens and Gong side by side' })).toHaveAttribute('href', paths.vsGong);
    expect(screen.getByRole('link', { name: 'Read the full security overview' })).toHaveAttribute('href', paths.security);
  });

  it('spells out what the pilot gives', () => {
    renderPage();
    const pilot = screen.getByRole('region', { name: 'Prove It on Your Own Calls in 14 Days' });
    expect(within(pilot).getByText('$997')).toBeInTheDocument();
    expect(within(pilot).getByText('5 seats · 14 days, up to 30 if the KPIs are not met · 100% credited to annual')).toBeInTheDocument();
    expect(within(pilot).getByText('A 14-day pilot, extended to 30 days if the KPIs are not met, scoring your team’s real calls')).toBeInTheDocument();
    expect(within(pilot).getByText(/by day 14, the pilot is extended to 30 days at no cost, or refunded 100% if you prefer/)).toBeInTheDocument();
    expect(within(pilot).getByText(/Limited to 3 companies/)).toBeInTheDocument();
    expect(within(pilot).getByText('Direct CEO access for the whole pilot')).toBeInTheDocument();
    expect(within(pilot).getByText(/^Custom implementation/)).toBeInTheDocument();
  });

  it('prices the annual plan at 20, 100 and 200 seats', () => {
    renderPage();
    const annual = screen.getByRole('region', { name: 'Simple Annual Pricing' });
    expect(within(annual).getByText('$600 per seat per year')).toBeInTheDocument();
    expect(within(annual).getByText('$5,000 platform fee')).toBeInTheDocument();
    const totals = within(annual)
      .getAllByRole('listitem')
      .map((tier) => [within(tier).getByRole('heading').textContent, tier.textContent]);
    expect(totals.map(([seats]) => seats)).toEqual(['20 seats', '100 seats', '200 seats']);
    expect(totals.map(([, text]) => text!.match(/\$\d+K/)?.[0])).toEqual(['$17K', '$65K', '$125K']);
  });

  it('states the KPI guarantee the way every page does: 2 of 3 KPIs by day 14, or extended to 30 days or refunded', () => {
    renderPage();
    const guarantee = screen.getByRole('region', { name: 'The KPI Guarantee' });
    expect(guarantee).toHaveTextContent(
      'If your team has not hit 2 of the 3 KPIs by day 14, the pilot is extended to 30 days at no cost, or refunded 100% if you prefer.',
    );
    expect(within(guarantee).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Scoring accuracy',
      'Process adherence improvement',
      'Coaching actions per rep per week',
    ]);
    for (const figure of ['95%', '30%', '2+']) expect(within(guarantee).getByText(figure)).toBeInTheDocument();
  });
});
