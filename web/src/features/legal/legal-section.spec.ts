import { numberedTitle, tableOfContents, type LegalSection } from './legal-section';

const section = (id: string, title = id): LegalSection => ({ id, title, content: null });

describe('tableOfContents', () => {
  it('links each section by its id and numbers it from 1', () => {
    expect(tableOfContents([section('scope', 'Scope'), section('contact', 'Contact')])).toEqual([
      { id: 'scope', number: 1, href: '#scope', label: '1. Scope' },
      { id: 'contact', number: 2, href: '#contact', label: '2. Contact' },
    ]);
  });

  it('refuses two sections with one id, which would make an entry jump to the wrong place', () => {
    expect(() => tableOfContents([section('contact'), section('contact')])).toThrow('Duplicate legal section id "contact"');
  });
});

describe('numberedTitle', () => {
  it('matches the numbering of the contents', () => {
    expect(numberedTitle(14, 'Contact us')).toBe('15. Contact us');
  });
});
