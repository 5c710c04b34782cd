import type { Annotation, AnnotationListResponse } from '@pitchlens/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRouted } from '../../../../test/render-routed';
import { callsTo, sentBodies, stubFetch } from '../../../../test/stub-fetch';
import { TrafficReport } from './activity-reports';

const DAYS = { from: '2026-11-20', to: '2026-11-21' };
const automatic: Annotation = { id: 'a-1', kind: 'campaign', automatic: true, day: '2026-11-20', at: '2026-11-20T09:00:00.000Z', text: 'First touch of campaign "spring"' };
const added: Annotation = { id: 'n-1', kind: 'note', automatic: false, day: '2026-11-21', at: null, text: 'Newsletter sent' };

/** The API: the list holds `stored`; a note added is listed only once `projected` says the worker has read it. */
function api(stored: Annotation[]) {
  let projected = false;
  const calls = stubFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/admin/traffic') return { status: 200, body: { timeZone: 'UTC', ...DAYS, days: [], topPaths: [] } };
    if (path === '/api/admin/annotations' && call.method === 'POST') return { status: 201, body: added };
    if (path === '/api/admin/annotations') return { status: 200, body: { timeZone: 'UTC', ...DAYS, annotations: projected ? [...stored, added] : stored } satisfies AnnotationListResponse };
    return { status: 404, body: {} };
  });
  return { calls, project: () => (projected = true) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('lists the days’ annotations, offering to change only the admin’s own', async () => {
  api([automatic, added]);
  renderRouted(<TrafficReport range={{}} compare={false} />, { withStore: true });
  const list = await screen.findByRole('list', { name: 'Annotations on these days' });
  expect(within(list).getAllByRole('listitem').map((item) => item.textContent?.replace(/(Edit|Remove)/g, ''))).toEqual([
    '2026-11-20Campaign (automatic)First touch of campaign "spring"',
    '2026-11-21NoteNewsletter sent',
  ]);
  expect(screen.getAllByRole('button', { name: /^(Edit|Remove) the note/ }).map((b) => b.textContent)).toEqual(['Edit', 'Remove']);
});

it('adds a note for the chart’s last day by default, and asks again each second until the worker has it', async () => {
  const { calls, project } = api([]);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  renderRouted(<TrafficReport range={{}} compare={false} />, { withStore: true });
  const form = await screen.findByRole('form', { name: 'Add a note' });
  expect(within(form).getByLabelText(/^Day/)).toHaveValue(DAYS.to);

  await user.click(within(form).getByRole('button', { name: 'Add note' }));
  expect(within(form).getByText('Write what happened.')).toBeInTheDocument();
  expect(callsTo(calls, '/api/admin/annotations').filter((c) => c.method === 'POST')).toHaveLength(0);

  await user.type(within(form).getByLabelText(/^What happened/), '  Newsletter sent ');
  await user.click(within(form).getByRole('button', { name: 'Add note' }));
  expect(sentBodies(calls, '/api/admin/annotations')).toEqual([{ day: DAYS.to, text: 'Newsletter sent' }]);
  const asked = () => calls.filter((c) => c.method === 'GET' && new URL(c.url, 'http://localhost').pathname === '/api/admin/annotations').length;
  const before = asked();
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  expect(asked()).toBeGreaterThan(before);
  expect(screen.queryByText('Newsletter sent')).toBeNull();

  project();
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  expect(await screen.findByText('Newsletter sent')).toBeInTheDocument();
  // Seen, it is no longer asked for each second.
  const settled = asked();
  await act(() => jest.advanceTimersByTimeAsync(5_000));
  expect(asked()).toBe(settled);
});
