import { screen, within } from '@testing-library/react';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../config/paths';
import PartnerPage from './partner-page';
import { renderRouted } from '../../../test/render-routed';

const renderPage = () => renderRouted(<PartnerPage />, { at: paths.partner });

describe('partner program page', () => {
  it('has one top heading and an Apply Now link in the bar', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const bar = screen.getByRole('navigation', { name: 'Partner program' });
    expect(within(bar).getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', paths.partnerApply);
  });

  it('lists the seat packs with their annual prepay', () => {
    renderPage();
    const table = screen.getByRole('table', { name: /Wholesale seat packs/ });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      '25 seats$39$975$11,700',
      '50 seats$34$1,700$20,400',
      '100 seats$29$2,900$34,800',
    ]);
  });

  it('offers the affiliate program by email with a prefilled subject', () => {
    renderPage();
    const mail = screen.getByRole('link', { name: 'Email us about the affiliate program' });
    expect(mail.getAttribute('href')).toBe(`mailto:${brand.supportEmail}?subject=Pitchlens%20Affiliate%20Program`);
  });

  it('ends with links to the privacy policy and the terms only', () => {
    renderPage();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      paths.privacyPolicy,
      paths.termsOfService,
    ]);
  });
});
