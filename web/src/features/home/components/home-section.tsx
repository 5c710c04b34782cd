import type { ReactNode } from 'react';
import { FadeIn } from '../../../components/effects/fade-in';
import { SectionHeading } from '../../../components/marketing/section-heading';
import { Section } from '../../../components/ui/section';
import type { SectionId } from '../home-sections';

interface HomeSectionProps {
  /** The section's anchor, which the floating menu links to. */
  id: SectionId;
  tone?: 'plain' | 'soft' | 'dark';
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
}

/** A band of the home page, opened by its heading fading in. */
export function HomeSection({ id, tone, eyebrow, title, lead, children }: HomeSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone={tone} labelledBy={titleId}>
      <FadeIn>
        <SectionHeading id={titleId} eyebrow={eyebrow} title={title} lead={lead} inverse={tone === 'dark'} />
      </FadeIn>
      {children}
    </Section>
  );
}
