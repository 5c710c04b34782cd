import { render, screen } from '@testing-library/react';
import { FeatureCardBody } from './feature-card';

describe('FeatureCardBody', () => {
  it('draws the icon tile, the h3 and the text, in the card the caller gives it', () => {
    render(
      <li data-testid="card">
        <FeatureCardBody icon={<svg aria-hidden="true" />} title="Scoring" text="Every call, in a minute." />
      </li>,
    );
    const card = screen.getByTestId('card');
    expect(Array.from(card.children, (part) => part.tagName)).toEqual(['SPAN', 'H3', 'P']);
    expect(screen.getByRole('heading', { level: 3, name: 'Scoring' })).toBeInTheDocument();
    expect(screen.getByText('Every call, in a minute.')).toHaveClass('text');
  });
});
