import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../config/paths';
import { rememberEmail } from '../../lib/tracking/tracking-client';
import DownloadBreakdownPage from './download-breakdown-page';
import { startDownload } from './start-download';
import { callsTo, stubFetch } from '../../../test/stub-fetch';
import { expectCountdown } from '../../../test/expect-countdown';
import { renderRouted } from '../../../test/render-routed';

jest.mock('./start-download');
const startDownloadMock = jest.mocked(startDownload);

function renderPage() {
  renderRouted(<DownloadBreakdownPage />, { at: paths.downloadBreakdown });
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

beforeEach(() => {
  jest.useFakeTimers();
  startDownloadMock.mockReset();
});

afterEach(() => jest.useRealTimers());

it('counts down from 2:47:30, second by second, and stops at zero', () => {
  stubFetch();
  renderPage();
  const timer = screen.getByRole('timer', { name: 'Time left on reader pricing' });
  expectCountdown(timer, ['02:47:30', '02:47:29'], (2 * 3600 + 47 * 60 + 29) * 1000);
});

it('records the visit as the breakdown_download step of the known visitor', async () => {
  rememberEmail('ann@acme.com');
  const calls = stubFetch();
  renderPage();
  await act(async () => {});
  expect(callsTo(calls, 'track-funnel-step')[0]?.body).toMatchObject({ step: 'breakdown_download', email: 'ann@acme.com' });
});

it('fetches the spreadsheet only after its download is recorded', async () => {
  rememberEmail('ann@acme.com');
  let recordDownload = () => {};
  const calls = stubFetch((call) =>
    call.url === '/api/track-download'
      ? new Promise((resolve) => (recordDownload = () => resolve({ status: 202, body: {} })))
      : { status: 202, body: {} },
  );
  const user = renderPage();

  const link = screen.getByRole('link', { name: 'Download the Spreadsheet' });
  expect(link).toHaveAttribute('href', '/api/download/tactics-csv');
  expect(link).toHaveAttribute('download');
  await user.click(link);

  expect(callsTo(calls, 'track-download')[0]?.body).toMatchObject({ downloadType: 'pitch-breakdown-tactics.csv', email: 'ann@acme.com' });
  expect(startDownloadMock).not.toHaveBeenCalled();

  await act(async () => recordDownload());
  expect(startDownloadMock).toHaveBeenCalledWith('/api/download/tactics-csv');
  expect(screen.getByRole('status')).toHaveTextContent('Your download has started');
});

it('links the full analysis, both offers and the homepage', () => {
  stubFetch();
  renderPage();
  const analysis = screen.getByRole('link', { name: 'Read the Full Analysis' });
  expect(analysis).toHaveAttribute('href', brand.fullAnalysisUrl);
  expect(analysis).toHaveAttribute('target', '_blank');
  expect(analysis).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'Start My 14-Day Trial' })).toHaveAttribute('href', paths.trialCheckout);
  expect(screen.getByRole('link', { name: 'Lock In the Founder Rate' })).toHaveAttribute('href', paths.premiumCheckout);
  expect(screen.getByRole('link', { name: /See how Pitchlens scores/ })).toHaveAttribute('href', paths.home);
});
