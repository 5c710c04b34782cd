import type { ShareLink } from '@pitchlens/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRouted } from '../../../../../test/render-routed';
import { callsTo, stubFetch, type StubCall } from '../../../../../test/stub-fetch';
import { ShareLinks } from './share-links';

const link = (id: string, label: string, extra: Partial<ShareLink> = {}): ShareLink => ({
  id,
  label,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2099-01-01T00:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  ...extra,
});

/** The share links API: creating adds a link, revoking marks it. */
function api() {
  let links = [link('l-1', 'Investors', { lastUsedAt: '2026-11-21T09:30:00.000Z' })];
  return stubFetch((call: StubCall) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/admin/share-links' && call.method === 'POST') {
      const made = link('l-2', (call.body as { label: string }).label);
      links = [made, ...links];
      return { status: 201, body: { link: made, token: 'l-2.abc.signature' } };
    }
    if (path === '/api/admin/share-links') return { status: 200, body: { links } };
    const revoked = /^\/api\/admin\/share-links\/([^/]+)\/revoke$/.exec(path);
    if (revoked) {
      links = links.map((l) => (l.id === revoked[1] ? { ...l, revokedAt: '2026-11-22T08:00:00.000Z' } : l));
      return { status: 200, body: links.find((l) => l.id === revoked[1]) };
    }
    return { status: 404, body: {} };
  });
}

it('lists each link with its last use, makes one whose address carries its token in the fragment, and revokes one', async () => {
  const calls = api();
  renderRouted(<ShareLinks />, { withStore: true });
  const table = await screen.findByRole('table', { name: 'Share links' });
  expect(within(table).getByRole('row', { name: /Investors/ })).not.toHaveTextContent('Never');

  await userEvent.type(screen.getByRole('textbox', { name: 'Label' }), '  Board  ');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Lasts' }), '30');
  await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
  expect(await screen.findByLabelText('New share link')).toHaveTextContent(/^http:\/\/localhost\/admin-dashboard\/shared#l-2\.abc\.signature$/);
  const [sent] = callsTo(calls, '/api/admin/share-links').filter((call) => call.method === 'POST').map((call) => call.body as { label: string; expiresAt: string });
  expect(sent.label).toBe('Board');
  expect(Date.parse(sent.expiresAt) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  await waitFor(() => expect(screen.getByRole('row', { name: /Board/ })).toHaveTextContent('Never'));

  await userEvent.click(screen.getByRole('button', { name: 'Revoke the link Investors' }));
  await waitFor(() => expect(screen.getByRole('row', { name: /Investors/ })).toHaveTextContent('Revoked'));
  expect(callsTo(calls, '/api/admin/share-links/l-1/revoke')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Revoke the link Investors' })).not.toBeInTheDocument();
});
