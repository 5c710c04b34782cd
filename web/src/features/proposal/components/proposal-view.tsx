import type { ProposalContent } from '@pitchlens/contracts';
import { useEffect, useRef } from 'react';
import { Hero } from '../../../components/marketing/hero';
import { GuaranteeSection } from './guarantee-section';
import { PhasesSection } from './phases-section';
import { PricingSection } from './pricing-section';
import { ReserveSection } from './reserve-section';

interface ProposalViewProps {
  content: ProposalContent;
  /** Moves focus to the title, so a screen reader follows the form's replacement. */
  focusHeading: boolean;
}

/** The unlocked proposal, drawn entirely from the API's answer. */
export function ProposalView({ content, focusHeading }: ProposalViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  return (
    <>
      <Hero eyebrow={content.eyebrow} title={content.headline} lead={content.intro} titleId="proposal-title" titleRef={heading} longTitle />
      <PhasesSection phases={content.phases} />
      <PricingSection pricing={content.pricing} />
      <GuaranteeSection guarantee={content.guarantee} />
      <ReserveSection availability={content.availability} callToAction={content.callToAction} />
    </>
  );
}
