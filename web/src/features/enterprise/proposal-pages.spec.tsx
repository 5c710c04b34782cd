import { screen, within } from '@testing-library/react';
import { brand } from '@pitchlens/contracts';
import ShiftkeyProposalPage from './shiftkey-proposal-page';
import SupermetricsProposalPage from './supermetrics-proposal-page';
import { renderRouted } from '../../../test/render-routed';

/** The address, subject and body a mailto link opens, decoded. */
function mailtoParts(href: string | null) {
  const [address, query] = (href ?? '').replace(/^mailto:/, '').split('?');
  const params = new URLSearchParams(query);
  return { address, subject: params.get('subject'), body: params.get('body') };
}

/** Every "Email Us" link (at least two) opens a message to support with this subject and a body holding `bodyPart`. */
function expectPrefilledEmails(subject: string, bodyPart: string) {
  const links = screen.getAllByRole('link', { name: /^Email Us/ });
  expect(links.length).toBeGreaterThanOrEqual(2);
  for (const link of links) {
    const mail = mailtoParts(link.getAttribute('href'));
    expect(mail.address).toBe(brand.supportEmail);
    expect(mail.subject).toBe(subject);
    expect(mail.body).toContain(bodyPart);
  }
}

describe('/enterprise/shiftkey', () => {
  beforeEach(() => renderRouted(<ShiftkeyProposalPage />));

  it('lays out the three phases with their seat counts', () => {
    const plan = screen.getByRole('region', { name: 'A Three-Phase Land-and-Expand Plan' });
    const phases = within(plan).getAllByRole('listitem');
    expect(phases.map((phase) => within(phase).getByRole('heading').textContent)).toEqual([
      'BDR team: 4 seats',
      'SaaS sellers: 20 seats',
      'Marketplace team: 100+ seats',
    ]);
    expect(phases[1]).toHaveTextContent('$17,000 per year');
    expect(phases[2]).toHaveTextContent('$65,000 per year at 100 seats');
  });

  it('shows the founder rate, the 64% saving and the guarantee', () => {
    expect(screen.getByRole('heading', { name: 'Reserved for Our First 20 Enterprise Customers' })).toBeInTheDocument();
    expect(screen.getByText('$30,000 (64% less)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'The KPI Guarantee' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Pitchlens compared with a legacy conversation-intelligence platform' })).toBeInTheDocument();
  });

  it('calls to action with a prefilled email to support', () => {
    expectPrefilledEmails('ShiftKey × Pitchlens: starting Phase 1 (BDR pilot)', 'the $997 pilot for our BDR team (4 seats).\r\n');
  });
});

describe('/enterprise/supermetrics', () => {
  beforeEach(() => renderRouted(<SupermetricsProposalPage />));

  it('names the 14-day methodology-adoption pilot in its only h1', () => {
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('A 14-Day Methodology-Adoption Pilot for Supermetrics');
  });

  it('prices the pilot at $5,500 against a $19,800 value', () => {
    const value = screen.getByRole('region', { name: 'Your Pilot Investment' });
    for (const amount of ['$3,300', '$11,000', '$19,800']) expect(within(value).getByText(amount)).toBeInTheDocument();
    expect(within(value).getAllByText('$5,500')).toHaveLength(2);
  });

  it('promises the pilot outcomes', () => {
    const outcomes = screen.getByRole('region', { name: 'What 14 Days Will Show You' });
    for (const figure of ['95%', '40%', 'Top 3', '3', '48 hours', '40% less']) expect(within(outcomes).getByText(figure)).toBeInTheDocument();
  });

  it('compares setup, time to value and the parallel run with the current vendor', () => {
    const table = screen.getByRole('table', { name: /current vendor/ });
    const row = (aspect: string) => within(table).getByRole('rowheader', { name: aspect }).parentElement!;
    expect(row('Setup')).toHaveTextContent('24–48 hours4–6 weeks');
    expect(row('Time to value')).toHaveTextContent('14 days');
    expect(row('Switching risk')).toHaveTextContent('A 14-day parallel run');
  });

  it('calls to action with a prefilled email to support', () => {
    expectPrefilledEmails('Supermetrics × Pitchlens: 14-day methodology-adoption pilot', 'pilot ($5,500) for Supermetrics.');
  });
});
