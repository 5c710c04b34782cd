import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Hero, HeroActions, HeroFacts } from './hero';

describe('Hero', () => {
  it('is a region named by its only heading, an h1', () => {
    render(<Hero eyebrow="For teams" title="Coach every call" lead="In about 60 seconds." />);
    const region = screen.getByRole('region', { name: 'Coach every call' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'hero-title');
    expect(region).toHaveTextContent('For teams');
    expect(region).toHaveTextContent('In about 60 seconds.');
  });

  it('makes the title focusable from script only when the page asks for its ref', () => {
    const { rerender } = render(<Hero eyebrow="e" title="Plain" lead="l" />);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('tabindex');
    const ref = createRef<HTMLHeadingElement>();
    rerender(<Hero eyebrow="e" title="Focused" lead="l" titleId="proposal-title" titleRef={ref} />);
    const title = screen.getByRole('heading', { level: 1, name: 'Focused' });
    expect(title).toHaveAttribute('tabindex', '-1');
    expect(ref.current).toBe(title);
    expect(screen.getByRole('region', { name: 'Focused' })).toHaveAttribute('aria-labelledby', 'proposal-title');
  });

  it('adds the looks the page asks for', () => {
    render(<Hero eyebrow="e" title="t" lead="l" glow="green" compact longTitle />);
    const region = screen.getByRole('region', { name: 't' });
    expect(region).toHaveClass('hero', 'green', 'compact');
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('title', 'longTitle');
  });

  it('keeps the default look without them', () => {
    render(<Hero eyebrow="e" title="t" lead="l" />);
    expect(screen.getByRole('region', { name: 't' }).className).toBe('hero');
  });

  it('lists the facts under the actions', () => {
    render(
      <Hero eyebrow="e" title="t" lead="l">
        <HeroActions>
          <a href="/pilot">Start</a>
        </HeroActions>
        <HeroFacts facts={['5 seats', '14 days']} />
      </Hero>,
    );
    expect(screen.getByRole('link', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['5 seats', '14 days']);
  });
});
