import { render, screen, within } from '@testing-library/react';
import { NarrowPage } from './narrow-page';

describe('NarrowPage', () => {
  it('is the main landmark, opened by a header with the page’s h1 and lead, then the content', () => {
    render(
      <NarrowPage className="apply" top={<p>Limited slots</p>} title="Apply" lead="We reply within 48 hours.">
        <p>The form</p>
      </NarrowPage>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveClass('page', 'apply');
    const header = main.querySelector('header')!;
    expect(Array.from(header.children, (part) => part.textContent)).toEqual(['Limited slots', 'Apply', 'We reply within 48 hours.']);
    expect(within(main).getByRole('heading', { level: 1, name: 'Apply' })).toBeInTheDocument();
    expect(header.nextElementSibling).toHaveTextContent('The form');
  });
});
