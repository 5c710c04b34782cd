import { render, screen } from '@testing-library/react';
import { DarkHero } from './dark-hero';

describe('DarkHero', () => {
  it('is a section named by its title, with the content in its inner column', () => {
    render(
      <DarkHero id="home" labelledBy="hero-title" className="page" innerClassName="split">
        <h1 id="hero-title">Coach every call</h1>
      </DarkHero>,
    );
    const band = screen.getByRole('region', { name: 'Coach every call' });
    expect(band).toHaveAttribute('id', 'home');
    expect(band).toHaveClass('hero', 'page');
    expect(band.firstElementChild).toHaveClass('inner', 'split');
  });

  it('can be the page header, with no name of its own', () => {
    const { container } = render(
      <DarkHero as="header">
        <h1>Breakdown</h1>
      </DarkHero>,
    );
    const band = container.firstElementChild!;
    expect(band.tagName).toBe('HEADER');
    expect(band).not.toHaveAttribute('aria-labelledby');
    expect(band.className).toBe('hero');
    expect(band.firstElementChild!.className).toBe('inner');
  });
});
