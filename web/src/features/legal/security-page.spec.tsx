import { screen } from '@testing-library/react';
import { paths } from '../../config/paths';
import SecurityPage from './security-page';
import { renderRouted } from '../../../test/render-routed';
import { stubPolicyFigures } from '../../../test/stub-policy-figures';

const renderPage = () => renderRouted(<SecurityPage />, { at: paths.security, withStore: true });

beforeEach(() => stubPolicyFigures());

describe('SecurityPage', () => {
  it('has the four parts and the reporting section', () => {
    renderPage();
    for (const title of ['1. What we do today', '2. Roadmap: Q4 2025 to Q2 2026', '3. Gaps we have not closed yet', '4. Our commitments to you', '5. How to report a security issue']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
  });

  it('lists the current measures, including the roles and analytics safeguards', () => {
    renderPage();
    const measures = document.getElementById('current-measures')!;
    for (const measure of [/Encryption in transit and at rest/, /Hashed passwords/, /Admin and User/, /Audit logging/, /Immediate access revocation/, /keyed hash/, /Append-only audit of analytics events/]) {
      expect(measures).toHaveTextContent(measure);
    }
  });

  it('lays out the roadmap by quarter', () => {
    renderPage();
    for (const quarter of ['Q4 2025', 'Q1 2026', 'Q2 2026']) {
      expect(screen.getByRole('heading', { level: 3, name: quarter })).toBeInTheDocument();
    }
    expect(document.getElementById('roadmap')).toHaveTextContent(/SOC 2 Type I readiness/);
    expect(document.getElementById('roadmap')).toHaveTextContent(/SAML/);
  });

  it('promises 72-hour breach notification and a 48-hour security response', () => {
    renderPage();
    const commitments = document.getElementById('commitments')!;
    expect(commitments).toHaveTextContent(/Breach notification within 72 hours/);
    expect(commitments).toHaveTextContent(/Security response within 48 hours/);
  });

  it('offers a report mail link with a prefilled subject', () => {
    renderPage();
    const href = screen.getByRole('link', { name: 'email a security report' }).getAttribute('href')!;
    expect(href.startsWith('mailto:support@pitchlens.com?subject=Security%20report&body=')).toBe(true);
  });
});
