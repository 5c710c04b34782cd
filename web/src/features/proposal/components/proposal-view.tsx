import type { ProposalContent } from '@pitchlens/contracts';
import { useEffect, useRef } from 'react';
import { GuaranteeSection } from './guarantee-section';
import { PhasesSection } from './phases-section';
import { PricingSection } from './pricing-section';
import { ReserveSection } from './reserve-section';
import styles from './proposal-view.module.css';

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
      <section className={styles.hero} aria-labelledby="proposal-title">
        <div className={styles.inner}>
          <p className={styles.eyebrow}>{content.eyebrow}</p>
          <h1 id="proposal-title" ref={heading} tabIndex={-1} className={styles.title}>
            {content.headline}
          </h1>
          <p className={styles.lead}>{content.intro}</p>
        </div>
      </section>
      <PhasesSection phases={content.phases} />
      <PricingSection pricing={content.pricing} />
      <GuaranteeSection guarantee={content.guarantee} />
      <ReserveSection availability={content.availability} callToAction={content.callToAction} />
    </>
  );
}
