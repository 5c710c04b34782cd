import { ButtonLink } from '../../../../components/ui/button';
import { Section } from '../../../../components/ui/section';
import { paths } from '../../../../config/paths';
import { APPLICATION_REVIEW_HOURS, FOUNDER_SLOTS } from '../../program/program-terms';
import styles from './closing-cta.module.css';

export function ClosingCta() {
  return (
    <Section id="apply" tone="dark" narrow labelledBy="closing-cta-heading">
      <div className={styles.cta}>
        <p className={styles.slots}>
          <strong>{FOUNDER_SLOTS.remaining}</strong> of {FOUNDER_SLOTS.perQuarter} Founder Partner slots remain this
          quarter
        </p>
        <h2 id="closing-cta-heading" className={styles.heading}>
          Turn your next workshop into recurring revenue
        </h2>
        <p className={styles.text}>
          The founder window closes {FOUNDER_SLOTS.windowCloses}. Applications are reviewed within{' '}
          {APPLICATION_REVIEW_HOURS} hours.
        </p>
        <ButtonLink to={paths.partnerApply} variant="light" size="lg">
          Claim Your Founder Partner Slot
        </ButtonLink>
      </div>
    </Section>
  );
}
