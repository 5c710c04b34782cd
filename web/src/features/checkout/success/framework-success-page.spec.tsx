import { act, screen } from '@testing-library/react';
import { paths } from '../../../config/paths';
import { rememberPurchase } from '../../../lib/purchases/session-purchases';
import FrameworkSuccessPage from './framework-success-page';
import { renderRouted } from '../../../../test/render-routed';

jest.mock('../../../components/effects/confetti', () => ({ celebrate: jest.fn(() => () => undefined) }));

async function renderPage() {
  renderRouted(<FrameworkSuccessPage />, { at: paths.frameworkSuccess });
  await act(async () => {});
}

describe('/framework-success', () => {
  it('offers Premium to a buyer who has not taken it in this session', async () => {
    rememberPurchase('framework_session');
    await renderPage();
    expect(screen.getByText(/^Not on Premium yet\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Pitchlens Premium' })).toHaveAttribute('href', paths.premium);
  });

  it('never asks a buyer who just took Premium whether they are on Premium', async () => {
    rememberPurchase('premium');
    rememberPurchase('framework_session');
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your Framework Mapping Session Is Confirmed');
    expect(screen.queryByText(/Not on Premium yet/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See Pitchlens Premium' })).not.toBeInTheDocument();
  });
});
