import { render, screen } from '@testing-library/react';
import { NumberedList } from './numbered-list';

describe('NumberedList', () => {
  it('opens each item with its number, hidden from screen readers, then what the caller draws', () => {
    render(
      <NumberedList items={['Kickoff', 'Go live']} keyOf={(step) => step} itemClassName="step" numberClassName="number">
        {(step, index) => <h3>{`${step} (${index})`}</h3>}
      </NumberedList>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1Kickoff (0)', '2Go live (1)']);
    expect(items[0]).toHaveClass('step');
    expect(items[0]!.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(items[0]!.firstElementChild).toHaveClass('number');
    expect(screen.getByRole('list').tagName).toBe('OL');
  });
});
