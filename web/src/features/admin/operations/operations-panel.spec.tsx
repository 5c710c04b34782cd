import type { ErasureStatus, FailedEmailJobResponse, ProjectorStatusResponse, RebuildProgress, ReplayJobStatusResponse, ReportTimeZoneResponse } from '@pitchlens/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { callsTo, stubFetch, type StubCall } from '../../../../test/stub-fetch';
import { makeStore } from '../../../lib/store/store';
import OperationsPanel from './operations-panel';

const projector = (name: string, applied: number, behind: number, seconds: number): ProjectorStatusResponse => ({
  name,
  checkpoint: { transactionId: '812', globalPosition: String(applied) },
  eventsApplied: applied,
  eventsBehind: behind,
  secondsBehind: seconds,
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const PROJECTORS = [projector('contacts', 12500, 0, 0), projector('traffic', 9800, 42, 185)];
const FAILED: FailedEmailJobResponse = {
  id: 'evt-1.breakdown',
  template: 'breakdown',
  recipient: 'k***@contoso.com',
  attempts: 8,
  lastError: '451 Mailbox busy',
  failedAt: '2026-11-20T09:00:00.000Z',
};
const job = (state: ReplayJobStatusResponse['state'], percent: number, done: number): ReplayJobStatusResponse => ({
  jobId: 'job-1',
  projector: 'traffic',
  state,
  progress: { projector: 'traffic', percent, eventsDone: done, eventsTotal: 9842, eventsPerSecond: 4200 },
  result: null,
  failedReason: null,
});

const PENDING: ErasureStatus = {
  id: 'er-2',
  state: 'pending',
  source: 'admin',
  requestedAt: '2026-11-20T11:00:00.000Z',
  finishedAt: null,
  result: null,
  failure: null,
};
const COMPLETED: ErasureStatus = {
  ...PENDING,
  state: 'completed',
  finishedAt: '2026-11-20T11:00:04.000Z',
  result: { events: 1234, streams: 2, readModels: ['contacts', 'traffic'], jobs: 1, redisEntries: 3 },
};
const FAILED_ERASURE: ErasureStatus = { ...PENDING, id: 'er-1', source: 'self-service', state: 'failed', finishedAt: '2026-11-19T08:00:00.000Z', failure: 'database unavailable' };

/** A rebuild at the worker's start, in Tokyo: contacts done, traffic halfway, the others waiting. */
const REBUILD: RebuildProgress = {
  state: 'running',
  reason: 'time-zone',
  timeZone: 'Asia/Tokyo',
  startedAt: '2026-11-20T10:00:00.000Z',
  finishedAt: null,
  failure: null,
  projectors: [
    { name: 'contacts', phase: 'done', eventsDone: 12500, eventsTotal: 12500, startedAt: '2026-11-20T10:00:00.000Z' },
    { name: 'traffic', phase: 'building', eventsDone: 4900, eventsTotal: 9800, startedAt: '2026-11-20T10:00:30.000Z' },
    { name: 'referrals', phase: 'waiting', eventsDone: 0, eventsTotal: null, startedAt: null },
    { name: 'revenue', phase: 'waiting', eventsDone: 0, eventsTotal: null, startedAt: null },
  ],
};

/** The API as the panel sees it; `jobStates`, `erasureLists` and `rebuilds` answer successive polls (the last one from then on). */
function stubOperations(
  options: { failed?: FailedEmailJobResponse[]; jobStates?: ReplayJobStatusResponse[]; erasureLists?: ErasureStatus[][]; rebuilds?: (RebuildProgress | null)[] } = {},
) {
  let failed = options.failed ?? [];
  let zone: ReportTimeZoneResponse = { timeZone: 'UTC', liveTimeZone: 'UTC', rebuildJobId: null };
  const states = [...(options.jobStates ?? [])];
  const erasureLists = [...(options.erasureLists ?? [[]])];
  const rebuilds = [...(options.rebuilds ?? [null])];
  return stubFetch((call: StubCall) => {
    if (call.url.endsWith('/operations/rebuild')) return { status: 200, body: { rebuild: rebuilds.length > 1 ? rebuilds.shift() : rebuilds[0] } };
    if (call.url.endsWith('/admin/erasures') && call.method === 'POST') return { status: 202, body: { id: 'er-3' } };
    if (call.url.endsWith('/admin/erasures')) return { status: 200, body: { erasures: erasureLists.length > 1 ? erasureLists.shift() : erasureLists[0] } };
    if (call.url.endsWith('/operations/projectors')) return { status: 200, body: PROJECTORS };
    if (call.url.endsWith('/operations/read-replica')) return { status: 200, body: { configured: false, reachable: false, lagMs: null, maxLagMs: 5000, reportsFrom: 'primary', reason: null } };
    if (call.url.endsWith('/operations/report-time-zone') && call.method === 'POST') {
      zone = { timeZone: (call.body as { timeZone: string }).timeZone, liveTimeZone: 'UTC', rebuildJobId: 'job-1' };
      return { status: 200, body: zone };
    }
    if (call.url.endsWith('/operations/report-time-zone')) return { status: 200, body: states.length === 0 || states[0].state === 'completed' ? { ...zone, liveTimeZone: zone.timeZone } : zone };
    if (call.url.endsWith('/operations/failed-emails')) return { status: 200, body: failed };
    if (call.url.endsWith('/operations/replay') && call.method === 'POST') return { status: 202, body: { jobId: 'job-1' } };
    if (call.url.endsWith('/operations/replay/job-1')) return { status: 200, body: states.length > 1 ? states.shift() : states[0] };
    if (call.url.endsWith('/retry')) {
      failed = [];
      return { status: 202 };
    }
    return { status: 404, body: {} };
  });
}

function renderPanel() {
  return render(
    <Provider store={makeStore()}>
      <OperationsPanel />
    </Provider>,
  );
}

describe('OperationsPanel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('shows each projector’s checkpoint and lag, and refreshes every 30 seconds', async () => {
    const calls = stubOperations();
    renderPanel();
    const row = await screen.findByRole('row', { name: /traffic/ });
    expect(within(row).getByText('812 / 9800')).toBeInTheDocument();
    expect(within(row).getByText('9,800')).toBeInTheDocument();
    expect(within(row).getByText('42')).toBeInTheDocument();
    expect(within(row).getByText('3 min 5 s')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /contacts/ })).getByText('caught up')).toBeInTheDocument();
    expect(await screen.findByText('No failed emails')).toBeInTheDocument();

    expect(callsTo(calls, '/operations/projectors')).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    await waitFor(() => expect(callsTo(calls, '/operations/projectors')).toHaveLength(2));
  });

  it('queues a replay after confirmation and follows its progress every second', async () => {
    const replayed = { ...REBUILD, state: 'finished' as const, reason: 'replay' as const, timeZone: 'UTC', finishedAt: '2026-11-20T10:00:42.000Z' };
    const calls = stubOperations({
      jobStates: [job('active', 40, 3937), job('active', 80, 7874), { ...job('completed', 100, 9842), result: { projectors: [] } }],
      rebuilds: [null, replayed],
    });
    renderPanel();
    await user().click(await screen.findByRole('button', { name: 'Replay traffic' }));
    expect(callsTo(calls, '/operations/replay')).toHaveLength(0);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Replay the traffic projector?');
    await user().click(screen.getByRole('button', { name: 'Start replay' }));

    await waitFor(() => expect(callsTo(calls, '/operations/replay')).toEqual([expect.objectContaining({ method: 'POST', body: { projector: 'traffic' } })]));
    expect(await screen.findByText(/3,937 of 9,842 events/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '40');
    expect(screen.getByRole('button', { name: 'Replay all' })).toBeDisabled();

    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(await screen.findByText(/7,874 of 9,842 events/)).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    // Completed, it is the rebuilds' record that says when it finished, as after a reload.
    expect(await screen.findByText(/Rebuild in UTC \(an operator’s replay\).*: finished .*, after 42 s$/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replay all' })).toBeEnabled();
  });

  it('rebuilds the reports in a chosen time zone, following the rebuild, then names the new zone', async () => {
    const calls = stubOperations({ jobStates: [job('active', 50, 4921), { ...job('completed', 100, 9842), projector: 'all', result: { projectors: [] } }] });
    renderPanel();
    expect(await screen.findByTestId('live-time-zone')).toHaveTextContent('UTC');
    expect(screen.getByRole('button', { name: 'Rebuild reports in this zone' })).toBeDisabled();
    await user().selectOptions(screen.getByRole('combobox', { name: 'Zone' }), 'Europe/London');
    await user().click(screen.getByRole('button', { name: 'Rebuild reports in this zone' }));

    await waitFor(() =>
      expect(callsTo(calls, '/operations/report-time-zone').filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ body: { timeZone: 'Europe/London' } })]),
    );
    expect(await screen.findByText(/4,921 of 9,842 events/)).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(screen.getByTestId('live-time-zone')).toHaveTextContent('Europe/London'));
  });

  it('shows a rebuild the page did not start, from the status on first load, until it says when it finished', async () => {
    const finished = { ...REBUILD, state: 'finished' as const, finishedAt: '2026-11-20T10:02:05.000Z' };
    const calls = stubOperations({ rebuilds: [REBUILD, REBUILD, finished] });
    renderPanel();
    expect(await screen.findByText(/Rebuild in Asia\/Tokyo \(report time zone changed\).*: running \(37.5%\)/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '37.5');
    expect(screen.getByText(/^traffic: building · 4,900 of 9,800 events · started/)).toBeInTheDocument();
    expect(screen.getByText('referrals: waiting')).toBeInTheDocument();
    // Replays wait for it: the worker runs one rebuild at a time.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Replay all' })).toBeDisabled());

    for (let poll = 0; poll < 2; poll++) {
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
    }
    expect(await screen.findByText(/: finished .*, after 2\.1 min$/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replay all' })).toBeEnabled();
    // Once it is in, the zone is asked again.
    expect(callsTo(calls, '/operations/report-time-zone').length).toBeGreaterThanOrEqual(2);
  });

  it('asks before replaying everything', async () => {
    const calls = stubOperations();
    renderPanel();
    await user().click(await screen.findByRole('button', { name: 'Replay all' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Replay every projector?');
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(calls, '/operations/replay')).toHaveLength(0);
  });

  it('lists failed email jobs and retries one', async () => {
    const calls = stubOperations({ failed: [FAILED] });
    renderPanel();
    const row = await screen.findByRole('row', { name: /breakdown/ });
    expect(within(row).getByText('k***@contoso.com')).toBeInTheDocument();
    expect(within(row).getByText('451 Mailbox busy')).toBeInTheDocument();
    await user().click(within(row).getByRole('button', { name: 'Retry breakdown email to k***@contoso.com' }));
    await waitFor(() => expect(callsTo(calls, '/operations/failed-emails/evt-1.breakdown/retry')).toEqual([expect.objectContaining({ method: 'POST' })]));
    expect(await screen.findByText('No failed emails')).toBeInTheDocument();
  });

  it('lists erasures with what each erased, following a pending one every 2 seconds until it ends', async () => {
    const calls = stubOperations({ erasureLists: [[PENDING, FAILED_ERASURE], [PENDING, FAILED_ERASURE], [COMPLETED, FAILED_ERASURE]] });
    renderPanel();
    const section = await screen.findByRole('region', { name: 'Erasure requests' });
    const pending = await within(section).findByRole('row', { name: /pending/ });
    expect(within(pending).getByText('admin')).toBeInTheDocument();
    const failedRow = within(section).getByRole('row', { name: /failed/ });
    expect(within(failedRow).getByText('self-service')).toBeInTheDocument();
    expect(within(failedRow).getByText('database unavailable')).toBeInTheDocument();

    for (let poll = 0; poll < 2; poll++) {
      await act(async () => {
        jest.advanceTimersByTime(2000);
      });
    }
    const done = await within(section).findByRole('row', { name: /completed/ });
    expect(within(done).getByText('1,234 events · 2 streams · 1 job · 3 Redis entries · read models rewritten: contacts, traffic')).toBeInTheDocument();
    const asked = callsTo(calls, '/admin/erasures').length;
    expect(asked).toBe(3);
    // Nothing pending: the list waits for the tab's 30-second refresh again.
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    expect(callsTo(calls, '/admin/erasures')).toHaveLength(asked);
  });

  it('erases a person only after a second, explicit confirmation', async () => {
    const calls = stubOperations({ erasureLists: [[], [PENDING]] });
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Erase a person' });
    await user().type(within(form).getByRole('textbox', { name: 'Email address' }), 'ann@acme-sales.com');
    await user().click(within(form).getByRole('button', { name: 'Erase…' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Erase everything held about ann@acme-sales.com?');
    expect(screen.getByRole('alertdialog')).toHaveTextContent('This cannot be undone.');
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    const erasuresAsked = () => callsTo(calls, '/admin/erasures').filter((call) => call.method === 'POST');
    expect(erasuresAsked()).toEqual([]);

    await user().click(within(form).getByRole('button', { name: 'Erase…' }));
    await user().click(screen.getByRole('button', { name: 'Erase for good' }));
    await waitFor(() => expect(erasuresAsked().map((call) => call.body)).toEqual([{ email: 'ann@acme-sales.com' }]));
    expect(await screen.findByText('The erasure of ann@acme-sales.com is queued; it appears below.')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /pending/ })).toBeInTheDocument();
  });
});
