import { render, screen } from '@testing-library/react';
import { ScrollTable } from './scroll-table';

describe('ScrollTable', () => {
  it('names the table and its keyboard-scrollable frame by the caption', () => {
    render(
      <ScrollTable captionId="packs-caption" caption="Seat packs" className="frame">
        <tbody>
          <tr>
            <th scope="row">25 seats</th>
            <td>$39</td>
          </tr>
        </tbody>
      </ScrollTable>,
    );
    const frame = screen.getByRole('region', { name: 'Seat packs' });
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(frame).toHaveClass('scroller', 'frame');
    const table = screen.getByRole('table', { name: 'Seat packs' });
    expect(frame).toContainElement(table);
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual(['25 seats$39']);
  });
});
