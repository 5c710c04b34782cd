import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../config/paths';
import PrivacyPolicyPage from './privacy-policy-page';
import { renderRouted } from '../../../test/render-routed';
import { callsTo } from '../../../test/stub-fetch';
import { stubPolicyFigures } from '../../../test/stub-policy-figures';

function renderPage() {
  renderRouted(<PrivacyPolicyPage />, { at: paths.privacyPolicy, withStore: true });
  return document.body.textContent ?? '';
}

describe('PrivacyPolicyPage', () => {
  beforeEach(() => stubPolicyFigures());

  it('has exactly 15 numbered sections, each with a contents entry', () => {
    renderPage();
    const sections = document.querySelectorAll('main section[id]');
    expect(sections).toHaveLength(15);
    const entries = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('listitem');
    expect(entries).toHaveLength(15);
    expect(entries[0]).toHaveTextContent(/^1\. /);
    expect(entries[14]).toHaveTextContent(/^15\. Contact us$/);
  });

  it('covers every topic the spec requires', () => {
    renderPage();
    for (const title of [
      /Information we collect/,
      /How we use information/,
      /How we share information/,
      /How we protect information/,
      /Your rights/,
      /How long we keep information/,
      /Cookies and session storage/,
      /CCPA/,
      /GDPR/,
      /Children/,
      /International data transfers/,
      /Changes to this policy/,
      /Contact us/,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
  });

  it('states the retention, deletion and age figures', () => {
    const text = renderPage();
    const retention = document.getElementById('retention')!.textContent;
    expect(retention).toMatch(/kept for 90 days from upload on the standard plan/);
    expect(retention).toMatch(/within 30 days of your request/);
    expect(retention).toMatch(/deleted within 90 days/);
    expect(document.getElementById('children')).toHaveTextContent(/aged 18 or older/);
    expect(text).toMatch(/We never sell your personal information/);
  });

  it('links its cross-references to the numbered sections', () => {
    renderPage();
    const scope = document.getElementById('who-we-are')!;
    expect(within(scope).getByRole('link', { name: 'section 4' })).toHaveAttribute('href', '#call-participants-and-referrals');
    expect(within(scope).getByRole('link', { name: 'section 11' })).toHaveAttribute('href', '#gdpr');
  });

  it('names the session-storage id and the admin session cookie', () => {
    renderPage();
    const cookies = document.getElementById('cookies-and-session-storage')!;
    expect(cookies).toHaveTextContent('contact_session_id');
    expect(cookies).toHaveTextContent(/Admin session cookie/);
  });

  it('states the retention and deletion figures this installation is configured with', async () => {
    const calls = stubPolicyFigures({ rawMetadataRetentionDays: 45, erasureDays: 14 });
    renderPage();
    const retention = document.getElementById('retention')!;
    // The prerendered page, and the render that hydrates it, say the defaults.
    expect(retention).toHaveTextContent(/hashed IP address recorded with an event are removed from it after 90 days/);
    expect(retention).toHaveTextContent(/de-identified within 30 days/);
    await waitFor(() => expect(retention).toHaveTextContent(/removed from it after 45 days/));
    expect(retention).toHaveTextContent(/de-identified within 14 days/);
    expect(retention).toHaveTextContent(/within 14 days of your request/);
    expect(screen.getByRole('complementary', { name: 'At a glance' })).toHaveTextContent(/within 14 days/);
    expect(callsTo(calls, '/api/privacy/policy')).toHaveLength(1);
  });

  it('leads to the privacy request page where it speaks of access and deletion', () => {
    renderPage();
    expect(within(document.getElementById('your-rights')!).getByRole('link', { name: 'make a privacy request' })).toHaveAttribute('href', paths.privacyRequest);
    expect(screen.getByRole('link', { name: 'privacy request' })).toHaveAttribute('href', paths.privacyRequest);
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Your data' })).toHaveAttribute('href', paths.privacyRequest);
  });

  it('shows its effective date and offers a privacy request by email', () => {
    renderPage();
    expect(screen.getByText('January 1, 2026')).toHaveAttribute('datetime', '2026-01-01');
    expect(screen.getByRole('link', { name: 'start a privacy request email' })).toHaveAttribute(
      'href',
      'mailto:support@pitchlens.com?subject=Privacy%20request',
    );
  });
});
