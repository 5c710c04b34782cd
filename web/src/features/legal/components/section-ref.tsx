import { createContext, useContext } from 'react';

const SectionNumbers = createContext<ReadonlyMap<string, number>>(new Map());

/** Given by the layout: the number each section id has on the current page. */
export const SectionNumbersProvider = SectionNumbers.Provider;

/**
 * A cross-reference such as “section 4”, numbered from the page's own section
 * list, so adding or moving a section never leaves a reference pointing at the
 * wrong text. An unknown id fails the render, and with it the tests.
 */
export function SectionRef({ id }: { id: string }) {
  const number = useContext(SectionNumbers).get(id);
  if (number === undefined) throw new Error(`No legal section "${id}" on this page`);
  return <a href={`#${id}`}>section {number}</a>;
}
