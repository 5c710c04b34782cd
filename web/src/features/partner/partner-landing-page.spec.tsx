import { screen } from '@testing-library/react';
import { paths } from '../../config/paths';
import { useStepVisit } from '../../lib/tracking/use-step-visit';
import PartnerLandingPage from './partner-landing-page';
import { renderRouted } from '../../../test/render-routed';

jest.mock('../../lib/tracking/use-step-visit', () => ({ useStepVisit: jest.fn() }));

const renderPage = () => renderRouted(<PartnerLandingPage />, { at: paths.partnerLanding });

const linksTo = (path: string) => screen.getAllByRole('link').filter((link) => link.getAttribute('href') === path);

describe('partner landing letter', () => {
  it('records the partner_landing funnel step', () => {
    renderPage();
    expect(useStepVisit).toHaveBeenCalledWith('partner_landing');
  });

  it('calls to apply twice and links to the program details twice', () => {
    renderPage();
    expect(linksTo(paths.partnerApply)).toHaveLength(2);
    expect(linksTo(paths.partner)).toHaveLength(2);
  });

  it('works the illustrative deal out from the seat-pack prices', () => {
    renderPage();
    expect(screen.getByText(/\$50,000 base fee for your program/)).toBeInTheDocument();
    expect(screen.getByText('$644,000')).toBeInTheDocument();
    expect(screen.getByText('$174,000')).toBeInTheDocument();
    expect(screen.getByText('$470,000')).toBeInTheDocument();
  });
});
