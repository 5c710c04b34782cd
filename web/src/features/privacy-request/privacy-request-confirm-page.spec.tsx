import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../config/paths';
import { renderRouted } from '../../../test/render-routed';
import { sentBodies, stubFetch } from '../../../test/stub-fetch';
import PrivacyRequestConfirmPage from './privacy-request-confirm-page';

type Answer = { status: number; body?: unknown };

const CONFIRM = '/api/privacy-requests/confirm';
const accepted = (kind: 'export' | 'erase'): Answer => ({ status: 202, body: { kind, message: 'Confirmed.' } });
const expired: Answer = { status: 410, body: { success: false, statusCode: 410, error: 'This link has expired', fields: [] } };

// As the site runs in development (main.tsx): React runs each effect twice on mount.
configure({ reactStrictMode: true });

/** Opens the mailed link with each confirmation answered in turn. */
function openLink(search: string, ...answers: Answer[]) {
  const calls = stubFetch(() => answers.shift() ?? { status: 500 });
  renderRouted(<PrivacyRequestConfirmPage />, { at: `${paths.privacyRequestConfirm}${search}`, withStore: true });
  return calls;
}

const says = async (title: string, message: string) => {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(message);
};

describe('PrivacyRequestConfirmPage', () => {
  it('confirms an export once, however often React runs its effects', async () => {
    const calls = openLink('?token=tok-export', accepted('export'));
    expect(screen.getByRole('status')).toHaveTextContent('One moment while we check your link…');
    await says('Request confirmed', 'Confirmed. We are preparing your data and will email it to you shortly.');
    expect(sentBodies(calls, CONFIRM)).toEqual([{ token: 'tok-export' }]);
  });

  it('confirms an erasure', async () => {
    openLink('?token=tok-erase', accepted('erase'));
    await says('Request confirmed', 'Confirmed. We are erasing your data and will email you when it is done.');
  });

  it('says an invalid or expired link does not work and leads back to the request page', async () => {
    openLink('?token=tok-old', expired);
    await says('This link does not work', 'The link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Make a new privacy request' })).toHaveAttribute('href', paths.privacyRequest);
  });

  it('treats a link without a token as one that does not work, asking nothing', async () => {
    const calls = openLink('');
    await says('This link does not work', 'The link is invalid or has expired');
    expect(sentBodies(calls, CONFIRM)).toEqual([]);
  });

  it('offers to try again when the server could not answer', async () => {
    const calls = openLink('?token=tok-later', { status: 503 }, accepted('export'));
    await says('We could not confirm your request', 'Something went wrong on our side.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    await says('Request confirmed', 'We are preparing your data');
    expect(sentBodies(calls, CONFIRM)).toEqual([{ token: 'tok-later' }, { token: 'tok-later' }]);
  });
});
