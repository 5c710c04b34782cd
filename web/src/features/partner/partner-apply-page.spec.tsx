import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../config/paths';
import PartnerApplyPage from './partner-apply-page';
import { renderRouted } from '../../../test/render-routed';

describe('partner apply page', () => {
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => scrollTo.mockRestore());

  const renderPage = () => renderRouted(<PartnerApplyPage />, { at: paths.partnerApply });

  it('opens on the lazily loaded application form', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Apply for Founder Partner Status' })).toBeInTheDocument();
    expect(screen.getByText('Limited to 10 Partners This Quarter')).toBeInTheDocument();
    const form = screen.getByTitle('Founder Partner application form');
    expect(form).toHaveAttribute('src', brand.partnerApplicationFormUrl);
    expect(form).toHaveAttribute('height', '1995');
    expect(form).toHaveAttribute('loading', 'lazy');
    // A way to the form when the frame cannot show it.
    const fallback = screen.getByRole('link', { name: 'Open the application form in a new tab' });
    expect(fallback).toHaveAttribute('href', brand.partnerApplicationFormUrl);
    expect(fallback).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/within 48 hours/)).toBeInTheDocument();
  });

  it('swaps to the interview calendar and back, scrolling to the top each time', async () => {
    const user = userEvent.setup();
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Schedule Your Founder Interview' }));
    const calendar = screen.getByTitle('Founder interview booking calendar');
    expect(calendar).toHaveAttribute('src', brand.schedulingUrl);
    expect(calendar).toHaveAttribute('height', '700');
    expect(screen.queryByTitle('Founder Partner application form')).not.toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Back to Application Form' }));
    expect(screen.getByTitle('Founder Partner application form')).toBeInTheDocument();
    expect(screen.queryByTitle('Founder interview booking calendar')).not.toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('links back to the partner details from the bar and the footer', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Back to Partner Info' })).toHaveAttribute('href', paths.partner);
    expect(screen.getByRole('link', { name: 'Review Partner Details' })).toHaveAttribute('href', paths.partner);
  });
});
