import { render, screen, within } from '@testing-library/react';
import { comparisonRows, type ComparisonRow } from '../comparison-rows';
import { ComparisonSection } from './comparison-section';
import { ComparisonTable } from './comparison-table';

const rows: ComparisonRow[] = [
  { category: 'Pricing and Contract', feature: 'Seat price', pitchlens: '$600', competitor: '$1,600', pitchlensWins: true },
  { category: 'Pricing and Contract', feature: 'Forecasting', pitchlens: 'Not offered', competitor: 'Included', pitchlensWins: false },
];

describe('ComparisonTable', () => {
  it('is a table named by its heading, with one row per comparison row', () => {
    render(<ComparisonTable title="Pricing and Contract" rows={rows} />);
    const table = screen.getByRole('table', { name: 'Pricing and Contract' });
    expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    expect(within(table).getByRole('rowheader', { name: 'Seat price' })).toBeInTheDocument();
  });

  it('names the winner of each row in words, not only by colour', () => {
    render(<ComparisonTable title="Pricing and Contract" rows={rows} />);
    const [, pitchlensRow, gongRow] = screen.getAllByRole('row');
    expect(within(pitchlensRow!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$600', '$1,600', 'Pitchlens']);
    expect(within(gongRow!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Not offered', 'Included', 'Gong']);
    expect(screen.getByRole('columnheader', { name: 'Advantage' })).toBeInTheDocument();
  });

  it('ticks and highlights the winning cell only', () => {
    render(<ComparisonTable title="Pricing and Contract" rows={rows} />);
    const [ours, theirs] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(ours).toHaveClass('winner');
    expect(ours!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(theirs).not.toHaveClass('winner');
    expect(theirs!.querySelector('svg')).toBeNull();
  });
});

describe('ComparisonSection', () => {
  it('renders four category tables holding every comparison row', () => {
    render(<ComparisonSection />);
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(4);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Pricing and Contract',
      'Coaching and Scoring',
      'Setup and Adoption',
      'Platform and Partnership',
    ]);
    const rendered = tables.flatMap((table) => within(table).getAllByRole('rowheader').map((header) => header.textContent));
    expect(rendered).toEqual(comparisonRows.map((row) => row.feature));
    const advantages = tables.flatMap((table) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent),
    );
    expect(advantages).toEqual(comparisonRows.map((row) => (row.pitchlensWins ? 'Pitchlens' : 'Gong')));
  });
});
