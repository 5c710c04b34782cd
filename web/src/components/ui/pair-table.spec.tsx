import { render, screen, within } from '@testing-library/react';
import { PairTable } from './pair-table';

describe('PairTable', () => {
  it('heads each row with its name and gives its value beside it', () => {
    render(<PairTable caption="Annual cost" columns={['Seats', 'Per year']} rows={[['20 seats', '$17K']]} className="prices" />);
    const table = screen.getByRole('table', { name: 'Annual cost' });
    expect(table).toHaveClass('prices');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Seats', 'Per year']);
    expect(within(table).getByRole('rowheader', { name: '20 seats' }).nextElementSibling).toHaveTextContent('$17K');
    expect(table.querySelector('caption')).not.toHaveClass('visually-hidden');
  });

  it('keeps the caption for screen readers only when asked', () => {
    render(<PairTable caption="Legal bases" hideCaption columns={['Purpose', 'Basis']} rows={[]} />);
    expect(screen.getByRole('table', { name: 'Legal bases' }).querySelector('caption')).toHaveClass('visually-hidden');
  });
});
