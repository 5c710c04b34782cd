import type { ReactNode } from 'react';
import { Section, type SectionProps } from '../ui/section';
import { SectionHeading } from './section-heading';

interface TitledSectionProps extends Omit<SectionProps, 'labelledBy'> {
  /** Id of the title, which names the section. */
  titleId: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** A <header> where the heading introduces the section on its own. */
  headingAs?: 'div' | 'header';
  /** Sets the heading's custom properties (section-heading.module.css). */
  headingClassName?: string;
}

/** A band of a page that opens with its heading, named by its title; on a dark band the heading turns light. */
export function TitledSection({ titleId, eyebrow, title, lead, headingAs, headingClassName, children, ...band }: TitledSectionProps) {
  return (
    <Section {...band} labelledBy={titleId}>
      <SectionHeading
        as={headingAs}
        id={titleId}
        eyebrow={eyebrow}
        title={title}
        lead={lead}
        inverse={band.tone === 'dark'}
        className={headingClassName}
      />
      {children}
    </Section>
  );
}
