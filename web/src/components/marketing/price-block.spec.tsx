import { render, screen } from '@testing-library/react';
import { PriceBlock } from './price-block';

describe('PriceBlock', () => {
  it('is an article with its title, amount, unit and terms', () => {
    render(
      <PriceBlock className="card" title="Annual Plan" amount="$600" per="per seat per year">
        <p>plus a platform fee.</p>
      </PriceBlock>,
    );
    const block = screen.getByRole('article');
    expect(block).toHaveClass('card');
    expect(screen.getByRole('heading', { level: 3, name: 'Annual Plan' })).toBeInTheDocument();
    expect(screen.getByText('$600').textContent).toBe('$600 per seat per year');
    expect(block).toHaveTextContent('plus a platform fee.');
  });

  it('can be one item of a list of plans, with no unit', () => {
    render(
      <ul>
        <PriceBlock as="li" title="Pilot" amount="$997">
          <p>5 seats</p>
        </PriceBlock>
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Pilot$9975 seats');
  });
});
