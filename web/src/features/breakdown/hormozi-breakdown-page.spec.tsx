import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../lib/store/store';
import { paths } from '../../config/paths';
import { KNOWN_EMAIL_STORAGE_KEY } from '../../lib/tracking/tracking-client';
import HormoziBreakdownPage from './hormozi-breakdown-page';
import { expectCountdown } from '../../../test/expect-countdown';
import { callsTo, stubFetch } from '../../../test/stub-fetch';

function renderPage() {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[paths.hormoziBreakdown]}>
        <Routes>
          <Route path={paths.hormoziBreakdown} element={<HormoziBreakdownPage />} />
          <Route path={paths.premium} element={<p>Premium offer page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

async function submit(user: ReturnType<typeof userEvent.setup>, email: string) {
  if (email) await user.type(screen.getByLabelText('Where should we send your breakdown?'), email);
  await user.click(screen.getByRole('button', { name: 'Send Me the Free Breakdown' }));
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('counts down from 24 hours, second by second, and stops at zero', () => {
  stubFetch();
  renderPage();
  const timer = screen.getByRole('timer', { name: 'Time left to get the free breakdown' });
  expectCountdown(timer, ['24:00:00', '23:59:59'], 24 * 3600 * 1000);
});

it('records the visit as the landing step', async () => {
  const calls = stubFetch();
  renderPage();
  await act(async () => {});
  expect(callsTo(calls, 'track-contact')[0]?.body).toMatchObject({ currentFunnelStep: 'landing', metadata: { isAnonymous: true } });
});

it('alerts on an empty address and sends nothing', async () => {
  const calls = stubFetch();
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  const user = renderPage();

  await submit(user, '');
  await user.type(screen.getByLabelText('Where should we send your breakdown?'), '   ');
  await user.click(screen.getByRole('button', { name: 'Send Me the Free Breakdown' }));

  expect(alert).toHaveBeenCalledTimes(2);
  expect(alert).toHaveBeenCalledWith('Please enter your email address');
  expect(callsTo(calls, 'send-breakdown-email')).toHaveLength(0);
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
});

it('remembers the address, tracks the contact, requests the email and moves on to the offer', async () => {
  const calls = stubFetch();
  const user = renderPage();

  await submit(user, 'ann@acme.com');

  expect(await screen.findByText('Premium offer page')).toBeInTheDocument();
  expect(callsTo(calls, 'send-breakdown-email')).toEqual([
    { url: '/api/send-breakdown-email', method: 'POST', body: { email: 'ann@acme.com', firstName: '' } },
  ]);
  expect(callsTo(calls, 'track-contact').map((call) => call.body)).toContainEqual(
    expect.objectContaining({ email: 'ann@acme.com', currentFunnelStep: 'landing' }),
  );
  expect(sessionStorage.getItem(KNOWN_EMAIL_STORAGE_KEY)).toBe('ann@acme.com');
});

it.each([
  ['answers with an error', () => ({ status: 500, body: { message: 'mail queue down' } }), '500: {"message":"mail queue down"}'],
  ['cannot be reached', () => new Error('offline'), 'FETCH_ERROR: Error: offline'],
])('still moves on to the offer when the API %s, logging the failure', async (_case, reply, logLine) => {
  const calls = stubFetch((call) => (call.url === '/api/send-breakdown-email' ? reply() : { status: 202, body: {} }));
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = renderPage();

  await submit(user, 'ann@acme.com');

  expect(await screen.findByText('Premium offer page')).toBeInTheDocument();
  expect(callsTo(calls, 'send-breakdown-email')).toHaveLength(1);
  expect(logged).toHaveBeenCalledWith('Sending the breakdown email failed:', logLine);
});
