import { render, screen } from '@testing-library/react';
import { TitledSection } from './titled-section';

describe('TitledSection', () => {
  it('is a region named by its h2, the heading before the content', () => {
    render(
      <TitledSection id="plans" tone="soft" titleId="plans-title" eyebrow="Pricing" title="Plans" lead="Start free.">
        <p>Three plans.</p>
      </TitledSection>,
    );
    const region = screen.getByRole('region', { name: 'Plans' });
    expect(region).toHaveAttribute('id', 'plans');
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'plans-title');
    expect(region).toHaveTextContent('PricingPlansStart free.Three plans.');
  });

  it('turns the heading light on a dark band, and can make it a header', () => {
    render(
      <TitledSection tone="dark" titleId="t" title="Proof" headingAs="header" headingClassName="tuned">
        <p>Quotes.</p>
      </TitledSection>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Proof' }).parentElement!;
    expect(heading.tagName).toBe('HEADER');
    expect(heading).toHaveClass('inverse', 'tuned');
  });
});
