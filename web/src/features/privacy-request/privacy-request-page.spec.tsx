import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../config/paths';
import { renderRouted } from '../../../test/render-routed';
import { sentBodies, stubFetch, type StubCall } from '../../../test/stub-fetch';
import PrivacyRequestPage from './privacy-request-page';

type Answer = { status: number; body?: unknown };

const accepted: Answer = { status: 202, body: { kind: 'erase', message: 'If we hold data for this address, we have emailed it a link.' } };
const refusal = (fields: { field: string; message: string }[], status = 400): Answer => ({
  status,
  body: { success: false, statusCode: status, error: `Invalid request: ${fields.map((f) => f.message).join('; ')}`, fields },
});

/** The API as the page sees it: the request answered by `answer`, the policy's figures as configured here. */
function api(answer: Answer) {
  return stubFetch((call: StubCall) => {
    if (call.url.endsWith('/privacy/policy')) return { status: 200, body: { rawMetadataRetentionDays: 60, erasureDays: 21 } };
    if (call.url.endsWith('/privacy-requests')) return answer;
    return { status: 404, body: {} };
  });
}

function renderPage() {
  const user = userEvent.setup({ delay: null });
  renderRouted(<PrivacyRequestPage />, { at: paths.privacyRequest, withStore: true });
  return user;
}

async function request(user: ReturnType<typeof userEvent.setup>, email: string, choice: 'Send me my data' | 'Delete my data') {
  await user.type(screen.getByRole('textbox', { name: /Your email address/ }), email);
  await user.click(screen.getByRole('radio', { name: new RegExp(choice) }));
  await user.click(screen.getByRole('button', { name: 'Send my request' }));
}

describe('PrivacyRequestPage', () => {
  it('asks for the address and what to do with its data, quoting the configured deletion deadline', async () => {
    api(accepted);
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get a copy of your data, or have it deleted');
    expect(screen.getByRole('group', { name: 'What should we do?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Send me my data/ })).not.toBeChecked();
    expect(await screen.findByText(/Erased for good within 21 days/)).toBeInTheDocument();
  });

  it('sends the request and says a confirmation link was mailed, if the address is known, and that nothing happens before', async () => {
    const calls = api(accepted);
    const user = renderPage();
    await request(user, ' ann@acme-sales.com ', 'Delete my data');

    const heading = await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(sentBodies(calls, '/api/privacy-requests')).toEqual([{ email: 'ann@acme-sales.com', kind: 'erase' }]);
    expect(heading).toHaveFocus();
    const panel = heading.closest('section')!;
    expect(panel).toHaveTextContent('If we hold data for ann@acme-sales.com, we have emailed that address a link to confirm your request.');
    expect(panel).toHaveTextContent('Nothing happens until the link is opened.');
    expect(panel).toHaveTextContent('we erase your data within 21 days and email you when it is done');

    await user.click(screen.getByRole('button', { name: 'Make another request' }));
    expect(screen.getByRole('button', { name: 'Send my request' })).toBeInTheDocument();
  });

  it('asks for what is missing without calling the server', async () => {
    const calls = api(accepted);
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    const email = screen.getByRole('textbox', { name: /Your email address/ });
    expect(email).toHaveAccessibleDescription('Enter the email address your request is about.');
    expect(email).toHaveFocus();
    expect(screen.getByRole('group', { name: 'What should we do?' })).toHaveAccessibleDescription('Choose whether you want a copy of your data or its deletion.');
    expect(sentBodies(calls, '/api/privacy-requests')).toEqual([]);
  });

  it('shows the fields the server refused under each field', async () => {
    api(refusal([{ field: 'email', message: 'email must be an email' }]));
    const user = renderPage();
    await request(user, 'not-an-address', 'Send me my data');
    const email = screen.getByRole('textbox', { name: /Your email address/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('email must be an email'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says plainly when too many requests were sent', async () => {
    api({ status: 429, body: { success: false, statusCode: 429, error: 'Rate limit exceeded, retry in 1 minute', fields: [] } });
    const user = renderPage();
    await request(user, 'ann@acme-sales.com', 'Send me my data');
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent several requests in a short time. Please wait a minute, then try again.');
    expect(screen.getByRole('textbox', { name: /Your email address/ })).toHaveValue('ann@acme-sales.com');
  });

  it('asks to try again when the server fails', async () => {
    api({ status: 503, body: { success: false, statusCode: 503, error: 'Temporarily unavailable (database)', fields: [] } });
    const user = renderPage();
    await request(user, 'ann@acme-sales.com', 'Send me my data');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send your request just now. Please try again.');
  });
});
