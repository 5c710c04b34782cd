import { render, screen } from '@testing-library/react';
import { CheckList } from './check-list';

describe('CheckList', () => {
  it('lists every item behind a decorative tick', () => {
    render(<CheckList items={['Kickoff call', <strong key="ceo">CEO access</strong>]} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Kickoff call', 'CEO access']);
    for (const item of items) expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('tightens its spacing when compact and takes the caller’s class', () => {
    render(<CheckList items={['a']} compact className="boxed" />);
    expect(screen.getByRole('list')).toHaveClass('list', 'compact', 'boxed');
  });

  it('keeps the default spacing otherwise', () => {
    render(<CheckList items={['a']} />);
    expect(screen.getByRole('list').className).toBe('list');
  });
});
