import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../lib/store/store';
import { KNOWN_EMAIL_STORAGE_KEY } from '../../../lib/tracking/tracking-client';
import { ReferralSection } from '../components/referral-section';
import { sentBodies, stubFetch } from '../../../../test/stub-fetch';
import { sampleReferralRequest } from './testing/sample-referral';

jest.mock('../../../components/effects/confetti', () => ({ confettiBurst: jest.fn(() => Promise.resolve()) }));

const SUBMIT = 'Send Their Free Books';
const accepted = { status: 201, body: { success: true, eventIds: ['e1', 'e2'], duplicate: false } };

let alertSpy: jest.SpyInstance;
let scrollIntoView: jest.Mock;

beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => jest.restoreAllMocks());

function renderForm() {
  const user = userEvent.setup({ delay: null });
  render(
    <Provider store={makeStore()}>
      <ReferralSection />
    </Provider>,
  );
  return user;
}

const field = (id: string) => document.getElementById(`referral-form-${id}`) as HTMLInputElement | HTMLSelectElement;

/** Pastes rather than types: one change per field keeps these tests quick. */
async function enter(user: ReturnType<typeof userEvent.setup>, id: string, text: string) {
  await user.click(field(id));
  await user.paste(text);
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, 'name', 'Priya Shah');
  await enter(user, 'email', 'priya@brightsales.com');
  await enter(user, 'referral1Name', 'Marco Diaz');
  await enter(user, 'referral1Email', 'marco@vectorcloud.io');
  await user.selectOptions(field('referral1Title'), 'VP Sales');
  await enter(user, 'referral1Company', 'VectorCloud');
  await user.click(screen.getByRole('checkbox', { name: 'I know these people and have permission to share their info.' }));
}

describe('the referral form', () => {
  it('labels every field, offers the program titles with the default chosen, and starts unconsented', () => {
    renderForm();
    expect(document.getElementById('referral-form')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'Their name' })).toHaveLength(3);
    expect(screen.getAllByRole('textbox', { name: 'Their work email' })).toHaveLength(3);
    expect(screen.getAllByRole('textbox', { name: 'Their company' })).toHaveLength(3);
    const titles = screen.getAllByRole('combobox', { name: 'Their title' }) as HTMLSelectElement[];
    expect(titles.map((select) => select.value)).toEqual(['Sales Enablement Leader', 'Sales Enablement Leader', 'Sales Enablement Leader']);
    expect([...titles[0]!.options].map((option) => option.value)).toEqual([
      'Sales Enablement Leader',
      'Sales Manager',
      'VP Sales',
      'Sales Director',
      'Chief Revenue Officer',
    ]);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('keeps submit disabled until the consent box is checked', async () => {
    const user = renderForm();
    const submit = screen.getByRole('button', { name: SUBMIT });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toBeDisabled();
  });

  it('shows what to fix beside each field, focuses the first, and sends nothing', async () => {
    stubFetch(() => accepted);
    const user = renderForm();
    await enter(user, 'referral2Name', 'Jo Park');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    const name = field('name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(name).toHaveFocus();
    expect(field('email')).toHaveAccessibleDescription('Please enter your email address.');
    expect(field('referral1Company')).toHaveAccessibleDescription('Please enter their company.');
    expect(field('referral2Email')).toHaveAccessibleDescription('Please enter their work email (or clear referral 2 to skip it).');
    expect(field('referral3Name')).not.toHaveAttribute('aria-invalid');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('refuses a malformed email and clears the message once the visitor edits the field', async () => {
    stubFetch(() => accepted);
    const user = renderForm();
    await fillValidForm(user);
    await user.clear(field('email'));
    await user.paste('priya-at-brightsales');
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(field('email')).toHaveAccessibleDescription('Please enter a valid email address.');
    await user.type(field('email'), '.com');
    expect(field('email')).not.toHaveAttribute('aria-invalid');
  });

  it('shows "Submitting..." on a disabled button while the request is open, then the submitted state', async () => {
    let answer!: (value: typeof accepted) => void;
    const calls = stubFetch(() => new Promise<typeof accepted>((resolve) => (answer = resolve)));
    const user = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(field('referral1Name')).toBeDisabled();
    await act(async () => answer(accepted));

    expect(await screen.findByRole('heading', { name: 'Referrals Submitted! Add 3 more?' })).toHaveFocus();
    // The invitations are sent at once: the confirmation says so, and promises no later delivery.
    expect(screen.getByText(/Their invitations are on their way/)).toBeInTheDocument();
    expect(screen.queryByText(/reach out to each person within/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SUBMIT })).not.toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(KNOWN_EMAIL_STORAGE_KEY)).toBe('priya@brightsales.com');

    const [body] = sentBodies(calls, '/api/referrals/submit');
    expect(body).toMatchObject(sampleReferralRequest);
    expect(body).not.toHaveProperty('referral2Name');
    expect(body!.sessionId).toEqual(expect.any(String));
    expect(body!.eventId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('"Refer 3 More People" starts a new form keeping the referrer, then returns to the form', async () => {
    stubFetch(() => accepted);
    const user = renderForm();
    await fillValidForm(user);
    await enter(user, 'referral2Name', 'Jo Park');
    await enter(user, 'referral2Email', 'jo@acme.com');
    await user.selectOptions(field('referral2Title'), 'Sales Manager');
    await enter(user, 'referral2Company', 'Acme');
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await user.click(await screen.findByRole('button', { name: 'Refer 3 More People' }));

    expect(field('name')).toHaveValue('Priya Shah');
    expect(field('email')).toHaveValue('priya@brightsales.com');
    for (const row of [1, 2, 3]) {
      expect(field(`referral${row}Name`)).toHaveValue('');
      expect(field(`referral${row}Email`)).toHaveValue('');
      expect(field(`referral${row}Company`)).toHaveValue('');
      expect(field(`referral${row}Title`)).toHaveValue('Sales Enablement Leader');
    }
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('button', { name: SUBMIT })).toBeDisabled();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('referral-form'));
    expect(field('referral1Name')).toHaveFocus();
  });

  it("alerts the server's sentence on a refusal, marks the field, and stays editable", async () => {
    const error = 'Referral 1: marco@gmail.com is a personal mailbox; please use their work email.';
    stubFetch(() => ({ status: 400, body: { success: false, statusCode: 400, error, fields: [{ field: 'referral1Email', message: error }] } }));
    const user = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(`Submission failed: ${error}`));
    expect(screen.getByRole('button', { name: SUBMIT })).toBeEnabled();
    expect(field('referral1Email')).toHaveAccessibleDescription(error);
    expect(field('referral1Email')).toHaveFocus();
    expect(field('referral1Name')).toHaveValue('Marco Diaz');
    expect(sessionStorage.getItem(KNOWN_EMAIL_STORAGE_KEY)).toBeNull();
  });

  it('alerts an "already referred" conflict the same way', async () => {
    const error = "Referral 1: marco@vectorcloud.io has already been referred, so they can't be referred again.";
    stubFetch(() => ({ status: 409, body: { success: false, statusCode: 409, error, fields: [] } }));
    const user = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(`Submission failed: ${error}`));
    expect(screen.queryByText('Referrals Submitted! Add 3 more?')).not.toBeInTheDocument();
  });

  it('alerts a network error when the request never gets an answer, and stays editable', async () => {
    stubFetch(() => new TypeError('Failed to fetch'));
    const user = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Network error. Please try again.'));
    expect(screen.getByRole('button', { name: SUBMIT })).toBeEnabled();
    expect(field('referral1Company')).toHaveValue('VectorCloud');
  });

  it('can be sent again after a failure', async () => {
    let calls = 0;
    stubFetch(() => (++calls === 1 ? new TypeError('Failed to fetch') : accepted));
    const user = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText('Referrals Submitted! Add 3 more?')).toBeInTheDocument();
  });
});
