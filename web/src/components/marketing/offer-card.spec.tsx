import { render, screen } from '@testing-library/react';
import { OfferCard } from './offer-card';

describe('OfferCard', () => {
  it('is a plain card by default', () => {
    const { container } = render(
      <OfferCard>
        <h3>Team</h3>
      </OfferCard>,
    );
    const card = container.firstElementChild!;
    expect(card.tagName).toBe('DIV');
    expect(card.className).toBe('offer');
    expect(card.children).toHaveLength(1);
  });

  it('puts the flag first and carries its name, look and landmark', () => {
    render(
      <OfferCard as="article" flag="Best value" featured className="founder" aria-labelledby="founder-title">
        <h3 id="founder-title">Founder rate</h3>
      </OfferCard>,
    );
    const card = screen.getByRole('article', { name: 'Founder rate' });
    expect(card).toHaveClass('offer', 'featured', 'founder');
    expect(card.firstElementChild).toHaveTextContent('Best value');
    expect(card.firstElementChild).toHaveClass('flag');
  });
});
