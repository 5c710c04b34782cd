import { render, screen } from '@testing-library/react';
import { SectionHeading, SectionTitle } from './section-heading';

describe('SectionHeading', () => {
  it('puts the eyebrow, the titled h2 and the lead in one centred block', () => {
    const { container } = render(<SectionHeading id="plans-title" eyebrow="Pricing" title="Plans" lead="Start free." />);
    const block = container.firstElementChild!;
    expect(block.tagName).toBe('DIV');
    expect(block).toHaveClass('heading', 'center');
    expect(screen.getByRole('heading', { level: 2, name: 'Plans' })).toHaveAttribute('id', 'plans-title');
    expect(Array.from(block.children, (part) => part.textContent)).toEqual(['Pricing', 'Plans', 'Start free.']);
  });

  it('leaves out the parts it is not given and adds what follows the lead', () => {
    const { container } = render(
      <SectionHeading title="Plans" as="header" align="start" inverse className="tuned">
        <ul>
          <li>Cancel any time</li>
        </ul>
      </SectionHeading>,
    );
    const block = container.firstElementChild!;
    expect(block.tagName).toBe('HEADER');
    expect(block).toHaveClass('heading', 'inverse', 'tuned');
    expect(block).not.toHaveClass('center');
    expect(Array.from(block.children, (part) => part.tagName)).toEqual(['H2', 'UL']);
  });
});

describe('SectionTitle', () => {
  it('is a bare h2, so the content after it shares its parent', () => {
    render(
      <div data-testid="section">
        <SectionTitle id="agenda-title">Agenda</SectionTitle>
        <ol />
      </div>,
    );
    const title = screen.getByRole('heading', { level: 2, name: 'Agenda' });
    expect(title).toHaveAttribute('id', 'agenda-title');
    expect(title.parentElement).toBe(screen.getByTestId('section'));
  });
});
