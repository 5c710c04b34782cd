import { render, screen } from '@testing-library/react';
import { CardGrid, cardGridClass, fluidGridClass } from './card-grid';

describe('CardGrid', () => {
  it('is a list with the columns it asks for', () => {
    render(
      <CardGrid columns={3} className="page">
        <li>One</li>
      </CardGrid>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(list.className).toBe('grid columns3 page');
  });

  it('can be an ordered list or a plain box, with a tablet layout and the tight gap', () => {
    const { container, rerender } = render(
      <CardGrid as="ol" id="steps" columns={4} tablet={{ maxWidth: 1000, columns: 2 }} tight>
        <li>One</li>
      </CardGrid>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(list).toHaveAttribute('id', 'steps');
    expect(list.className).toBe('grid columns4 tablet1000 tabletColumns2 tight');

    rerender(
      <CardGrid as="div" columns={2}>
        <article>One</article>
      </CardGrid>,
    );
    expect(container.firstElementChild!.tagName).toBe('DIV');
  });
});

describe('grid classes for lists drawn elsewhere', () => {
  it('name the same layout as the component', () => {
    expect(cardGridClass({ columns: 3, tablet: { maxWidth: 900, columns: 1 } })).toBe('grid columns3 tablet900 tabletColumns1');
    expect(fluidGridClass('cards')).toBe('grid fluid cards');
  });
});
