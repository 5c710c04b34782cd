import { render, screen, within } from '@testing-library/react';
import { ComparisonTable, type ComparisonRow } from './comparison-table';

const rows: ComparisonRow[] = [
  { header: 'Setup', cells: [{ content: '24–48 hours', mark: 'ours' }, { content: '4–6 weeks' }] },
  { header: 'Forecasting', cells: [{ content: 'Not offered' }, { content: 'Included', mark: 'winner' }] },
];

describe('ComparisonTable', () => {
  it('is named by a hidden caption, with a row heading and labelled cells per row', () => {
    render(<ComparisonTable caption="Pitchlens against your vendor" columns={['Aspect', 'Pitchlens', 'Vendor']} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Pitchlens against your vendor' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Aspect', 'Pitchlens', 'Vendor']);
    const [ours, theirs] = within(within(table).getByRole('rowheader', { name: 'Setup' }).parentElement!).getAllByRole('cell');
    expect(ours).toHaveAttribute('data-label', 'Pitchlens');
    expect(theirs).toHaveAttribute('data-label', 'Vendor');
    expect(table).toHaveClass('table', 'centered');
  });

  it('tints our column and ticks only the winning cell', () => {
    render(<ComparisonTable caption="c" columns={['Aspect', 'Pitchlens', 'Vendor']} rows={rows} />);
    const [, setup, forecasting] = screen.getAllByRole('row');
    const [ours, theirs] = within(setup!).getAllByRole('cell');
    expect(ours).toHaveClass('ours');
    expect(ours!.querySelector('svg')).toBeNull();
    expect(theirs!.className).toBe('');
    const winner = within(forecasting!).getAllByRole('cell')[1]!;
    expect(winner).toHaveClass('winner');
    expect(winner.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(winner).toHaveTextContent('Included');
  });

  it('lines its columns up by fixed widths when given them, named by a visible heading', () => {
    render(
      <>
        <h3 id="pricing">Pricing</h3>
        <ComparisonTable
          labelledBy="pricing"
          columns={['Feature', 'Pitchlens', 'Gong', 'Advantage']}
          columnWidths={['22%', '34%', '31%', '13%']}
          rows={[{ header: 'Seat price', cells: [{ content: '$600', mark: 'winner' }, { content: '$1,600' }, { content: 'Pitchlens', strong: true }] }]}
        />
      </>,
    );
    const table = screen.getByRole('table', { name: 'Pricing' });
    expect(table).toHaveClass('table', 'aligned');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.style.width)).toEqual(['22%', '34%', '31%', '13%']);
    expect(within(table).getAllByRole('cell')[2]).toHaveClass('strong');
  });
});
