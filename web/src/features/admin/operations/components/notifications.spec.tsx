import { NOTIFICATION_KINDS, NOTIFICATION_LABELS, type NotificationSettingsResponse } from '@pitchlens/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { sentBodies, stubFetch } from '../../../../../test/stub-fetch';
import { makeStore } from '../../../../lib/store/store';
import { Notifications } from './notifications';

/** The API as the section sees it: every kind on until a POST turns one off. */
function stubNotifications() {
  const enabled = new Map(NOTIFICATION_KINDS.map((kind) => [kind, true]));
  const answer = (): NotificationSettingsResponse => ({ notifications: NOTIFICATION_KINDS.map((kind) => ({ kind, label: NOTIFICATION_LABELS[kind], enabled: enabled.get(kind) ?? true })) });
  return stubFetch((call) => {
    if (!call.url.endsWith('/admin/operations/notifications')) return { status: 404, body: {} };
    if (call.method === 'POST') {
      if ((call.body as { kind: string }).kind === 'purchases') return { status: 503, body: { success: false, statusCode: 503, error: 'Temporarily unavailable (database)', fields: [] } };
      const body = call.body as { kind: (typeof NOTIFICATION_KINDS)[number]; enabled: boolean };
      enabled.set(body.kind, body.enabled);
    }
    return { status: 200, body: answer() };
  });
}

function renderSection() {
  render(
    <Provider store={makeStore()}>
      <Notifications />
    </Provider>,
  );
}

it('lists every kind with a checkbox, and unticking one turns it off', async () => {
  const calls = stubNotifications();
  renderSection();
  for (const kind of NOTIFICATION_KINDS) expect(await screen.findByRole('checkbox', { name: NOTIFICATION_LABELS[kind] })).toBeChecked();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Weekly digest' }));
  expect(await screen.findByRole('checkbox', { name: 'Weekly digest' })).not.toBeChecked();
  expect(sentBodies(calls, '/admin/operations/notifications').filter((body) => 'kind' in body)).toEqual([{ kind: 'weekly-digest', enabled: false }]);
  expect(screen.getByRole('checkbox', { name: NOTIFICATION_LABELS.visitors })).toBeChecked();
});

it('puts a box back and says so when the setting was not changed', async () => {
  stubNotifications();
  renderSection();
  const purchases = await screen.findByRole('checkbox', { name: NOTIFICATION_LABELS.purchases });
  await userEvent.click(purchases);
  expect(await screen.findByText(/The setting was not changed: .*Temporarily unavailable/)).toBeInTheDocument();
  expect(purchases).toBeChecked();
});
