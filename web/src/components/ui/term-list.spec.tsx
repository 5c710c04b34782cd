import { render, screen } from '@testing-library/react';
import { TermList } from './term-list';

describe('TermList', () => {
  it('names each term over its detail', () => {
    const { container } = render(
      <TermList terms={[{ term: 'Term', detail: '12 months' }, { term: 'Renewal', detail: '30 days notice' }]} className="boxed" termClassName="row" />,
    );
    const list = container.querySelector('dl')!;
    expect(list).toHaveClass('list', 'boxed');
    expect(Array.from(list.children, (row) => [row.className, row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent])).toEqual([
      ['row', 'Term', '12 months'],
      ['row', 'Renewal', '30 days notice'],
    ]);
    expect(screen.getByText('Term').tagName).toBe('DT');
  });
});
