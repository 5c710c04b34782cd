import { render, screen } from '@testing-library/react';
import { SectionNumbersProvider, SectionRef } from './section-ref';

describe('SectionRef', () => {
  it('links to the section and names it by its number on the page', () => {
    render(
      <SectionNumbersProvider value={new Map([['gdpr', 11]])}>
        <SectionRef id="gdpr" />
      </SectionNumbersProvider>,
    );
    expect(screen.getByRole('link', { name: 'section 11' })).toHaveAttribute('href', '#gdpr');
  });

  it('fails the render when the section is not on the page', () => {
    // React reports the thrown error on the console before rethrowing it.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SectionRef id="missing" />)).toThrow('No legal section "missing" on this page');
    consoleError.mockRestore();
  });
});
