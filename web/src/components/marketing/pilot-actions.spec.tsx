import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PilotActions } from './pilot-actions';

const renderActions = (closing?: boolean) =>
  render(
    <MemoryRouter>
      <PilotActions closing={closing}>
        <a href="/proposal">Read the proposal</a>
      </PilotActions>
    </MemoryRouter>,
  );

describe('PilotActions', () => {
  it('leads to the pilot checkout at its price, beside the other way forward', () => {
    renderActions();
    const pilot = screen.getByRole('link', { name: 'Start the $997 Pilot' });
    expect(pilot).toHaveAttribute('href', paths.enterprisePilot);
    expect(pilot).toHaveClass('primary', 'lg');
    expect(pilot.nextElementSibling).toHaveTextContent('Read the proposal');
  });

  it('turns the pilot button white on the closing band', () => {
    renderActions(true);
    expect(screen.getByRole('link', { name: 'Start the $997 Pilot' })).toHaveClass('light', 'solid');
  });
});
