import type { ReactNode } from 'react';

/** One numbered part of a legal page; its id is the anchor the table of contents links to. */
export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

export interface TocEntry {
  id: string;
  number: number;
  href: `#${string}`;
  label: string;
}

export function numberedTitle(index: number, title: string): string {
  return `${index + 1}. ${title}`;
}

/**
 * The table of contents of a page. Two sections with one id would make an
 * entry jump to the wrong place, so that fails loudly (in tests and the
 * prerender) instead of shipping.
 */
export function tableOfContents(sections: readonly LegalSection[]): TocEntry[] {
  const seen = new Set<string>();
  return sections.map((section, index) => {
    if (seen.has(section.id)) throw new Error(`Duplicate legal section id "${section.id}"`);
    seen.add(section.id);
    return { id: section.id, number: index + 1, href: `#${section.id}`, label: numberedTitle(index, section.title) };
  });
}
