import { screen } from '@testing-library/react';
import { paths } from '../../config/paths';
import TermsOfServicePage from './terms-of-service-page';
import { renderRouted } from '../../../test/render-routed';

const renderPage = () => renderRouted(<TermsOfServicePage />, { at: paths.termsOfService });

const textOf = (id: string) => document.getElementById(id)!.textContent ?? '';

describe('TermsOfServicePage', () => {
  it('links to the privacy policy', () => {
    renderPage();
    const links = screen.getAllByRole('link', { name: 'Privacy Policy' });
    expect(links.filter((link) => link.closest('main'))).not.toHaveLength(0);
    links.forEach((link) => expect(link).toHaveAttribute('href', paths.privacyPolicy));
  });

  it('states the account rules', () => {
    renderPage();
    const accounts = textOf('accounts');
    expect(accounts).toMatch(/at least 18 years old/);
    expect(accounts).toMatch(/One account per person/);
    expect(accounts).toMatch(/at least 8 characters/);
    expect(textOf('uploaded-calls')).toMatch(/consent of everyone on it/);
    expect(textOf('uploaded-calls')).toMatch(/validated by type/);
  });

  it('states the billing, cancellation and termination rules', () => {
    renderPage();
    expect(textOf('billing')).toMatch(/monthly or annually/);
    expect(textOf('billing')).toMatch(/retry it .* suspend your account/s);
    expect(textOf('plan-and-price-changes')).toMatch(/take effect at the start of your next billing cycle/);
    expect(textOf('plan-and-price-changes')).toMatch(/at least 30 days before a new price/);
    expect(textOf('cancellation-and-refunds')).toMatch(/keep full access until the end of the period/);
    expect(textOf('cancellation-and-refunds')).toMatch(/within 30 days .* at least 10 of your calls/s);
    expect(textOf('termination')).toMatch(/more than 12 months/);
    expect(textOf('termination')).toMatch(/deleted within 90 days/);
  });

  it('states the liability cap and the dispute process', () => {
    renderPage();
    expect(textOf('limitation-of-liability')).toMatch(/greater of \(a\) the amounts you paid us in the 12 months .* \(b\) \$100/s);
    expect(textOf('disputes')).toMatch(/informally for 30 days/);
    expect(textOf('disputes')).toMatch(/binding arbitration/);
    expect(textOf('disputes')).toMatch(/laws of the State of Texas/);
    expect(textOf('api-and-integrations')).toMatch(/rate limits/);
  });
});
