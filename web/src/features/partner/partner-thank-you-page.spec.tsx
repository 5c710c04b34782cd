import { screen } from '@testing-library/react';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../config/paths';
import { SCHEDULING_WIDGET_SCRIPT_ID } from './components/thank-you/scheduling-widget';
import PartnerThankYouPage from './partner-thank-you-page';
import { renderRouted } from '../../../test/render-routed';

const widgetScripts = () => document.body.querySelectorAll(`script#${SCHEDULING_WIDGET_SCRIPT_ID}`);

const renderPage = () => renderRouted(<PartnerThankYouPage />, { at: paths.partnerThankYou });

describe('partner thank-you page', () => {
  it('confirms the application and embeds the booking widget', () => {
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Application Submitted!' })).toBeInTheDocument();
    expect(screen.getByText(/within 48 hours/)).toBeInTheDocument();
    expect(container.querySelector('.calendly-inline-widget')).toHaveAttribute('data-url', brand.schedulingUrl);
    expect(screen.getByRole('link', { name: 'Revisit the partner program details' })).toHaveAttribute('href', paths.partner);
  });

  it('adds the widget script to the body while mounted and removes it on leave', () => {
    const { unmount } = renderPage();
    const [script] = widgetScripts();
    expect(widgetScripts()).toHaveLength(1);
    expect(script).toHaveAttribute('src', 'https://assets.calendly.com/assets/external/widget.js');
    expect((script as HTMLScriptElement).async).toBe(true);

    unmount();
    expect(widgetScripts()).toHaveLength(0);
  });

  it('keeps a single script across a remount', () => {
    renderPage().unmount();
    const { unmount } = renderPage();
    expect(widgetScripts()).toHaveLength(1);
    unmount();
    expect(widgetScripts()).toHaveLength(0);
  });
});
