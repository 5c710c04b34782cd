import type { ProposalContent } from '@pitchlens/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRouted } from '../../../test/render-routed';
import { callsTo, sentBodies, stubFetch, type StubCall } from '../../../test/stub-fetch';
import ProposalPage from './proposal-page';

/** Stands in for what the API answers; the real text lives on the server only. */
const content: ProposalContent = {
  eyebrow: 'Test Proposal',
  headline: 'A Headline Only the API Knows',
  intro: 'An introduction served after the password.',
  phases: [
    { name: 'Phase 1: Pilot', seats: 'Up to 5 seats', duration: '30 days', investment: '$997 one-time', whatHappens: ['Kickoff call'] },
    { name: 'Phase 2: Core Team', seats: '5–20 seats', duration: 'Months 2–6', investment: '$600 per seat', whatHappens: ['Roll out'] },
    { name: 'Phase 3: Enterprise', seats: '20–100+ seats', duration: 'Month 7 onward', investment: 'Founder rate', whatHappens: ['Scale'] },
  ],
  pricing: {
    pilot: { priceUsd: 997, seats: 5, days: 30, creditedToAnnualPercent: 100 },
    annual: { perSeatPerYearUsd: 600, platformFeeUsd: 5000, examples: [{ seats: 20, annualUsd: 17_000 }, { seats: 200, annualUsd: 125_000 }] },
    notes: ['No add-ons.'],
  },
  guarantee: {
    title: 'The Guarantee',
    kpisRequired: 2,
    windowDays: 30,
    kpis: [
      { target: '95%', label: 'scoring accuracy' },
      { target: '30%', label: 'process adherence improvement' },
      { target: '2+', label: 'coaching actions per rep per week' },
    ],
    remedy: 'Extended or refunded 100%.',
  },
  availability: { founderRateCustomers: 20, slotsPerQuarter: 3, message: 'Few slots.' },
  callToAction: { label: 'Reserve Your Enterprise Slot', note: 'Start today.' },
};

const FLAG = 'proposal_authenticated';
const refused = { status: 401, body: { success: false, statusCode: 401, error: 'Incorrect password. Please try again.', fields: [] } };

function renderPage() {
  const user = userEvent.setup({ delay: null });
  renderRouted(<ProposalPage />, { withStore: true });
  return user;
}

/** Answers unlock calls by password and reads by `read`. */
function api(read: { status: number; body?: unknown } = refused) {
  return stubFetch((call: StubCall) => {
    if (call.url.endsWith('/proposal/unlock')) {
      return (call.body as { password?: string }).password === 'right-password' ? { status: 200, body: content } : refused;
    }
    return read;
  });
}

const passwordField = () => screen.getByLabelText('Access Password') as HTMLInputElement;

async function enterPassword(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.click(passwordField());
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Access Proposal' }));
}

describe('the proposal gate', () => {
  it('starts locked with the spec’s form and asks the API for nothing', () => {
    const calls = api();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Enterprise Proposal Access' })).toBeInTheDocument();
    const field = passwordField();
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('placeholder', 'Enter password');
    expect(screen.getByRole('button', { name: 'Access Proposal' })).toBeEnabled();
    expect(screen.getByText('Secure access for authorized personnel only.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says a wrong password is incorrect under the field and clears it', async () => {
    const calls = api();
    const user = renderPage();
    await enterPassword(user, 'guess');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password. Please try again.');
    expect(passwordField()).toHaveValue('');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveFocus();
    expect(sentBodies(calls, '/proposal/unlock')).toEqual([{ password: 'guess' }]);
    expect(sessionStorage.getItem(FLAG)).toBeNull();
    expect(screen.queryByText(content.headline)).not.toBeInTheDocument();
  });

  it('opens the proposal the API answers for the right password and remembers it for the tab', async () => {
    api();
    const user = renderPage();
    await enterPassword(user, 'right-password');
    const title = await screen.findByRole('heading', { level: 1, name: content.headline });
    expect(title).toHaveFocus();
    expect(sessionStorage.getItem(FLAG)).toBe('true');
    expect(screen.queryByLabelText('Access Password')).not.toBeInTheDocument();
    for (const phase of content.phases) expect(screen.getByRole('heading', { level: 3, name: phase.name })).toBeInTheDocument();
    expect(screen.getByText('$997')).toBeInTheDocument();
    expect(screen.getByText('$17K')).toBeInTheDocument();
    expect(screen.getByText('$125K')).toBeInTheDocument();
    expect(screen.getByText('Your team hits at least 2 of these 3 KPIs within 30 days.')).toBeInTheDocument();
    expect(screen.getByText('95%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reserve Your Enterprise Slot' })).toHaveAttribute('href', '/enterprise/pilot');
  });

  it('keeps the typed password and passes the attempt limit’s sentence on', async () => {
    stubFetch(() => ({ status: 429, body: { success: false, statusCode: 429, error: 'Too many requests: try again in 15 minutes', fields: [] } }));
    const user = renderPage();
    await enterPassword(user, 'guess');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests: try again in 15 minutes');
    expect(passwordField()).toHaveValue('guess');
  });

  it('asks for a password instead of sending only spaces', async () => {
    const calls = api();
    const user = renderPage();
    await enterPassword(user, '   ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the access password.');
    expect(calls).toEqual([]);
  });
});

describe('a reload of an unlocked tab', () => {
  it('shows the proposal again from the API, without the form', async () => {
    sessionStorage.setItem(FLAG, 'true');
    const calls = api({ status: 200, body: content });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: content.headline })).toBeInTheDocument();
    expect(callsTo(calls, '/api/proposal').map((call) => call.method)).toEqual(['GET']);
    expect(screen.queryByLabelText('Access Password')).not.toBeInTheDocument();
  });

  it('shows the form when the API no longer honours the session, and stops asking', async () => {
    sessionStorage.setItem(FLAG, 'true');
    api(refused);
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Opening your proposal…');
    expect(await screen.findByLabelText('Access Password')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(FLAG)).toBeNull());
  });

  it('ignores any other stored value', () => {
    sessionStorage.setItem(FLAG, 'yes');
    const calls = api({ status: 200, body: content });
    renderPage();
    expect(passwordField()).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
