import { ButtonLink } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { APPLICATION_REVIEW_HOURS, FOUNDER_SLOTS } from '../../program/program-terms';
import styles from './letter-cta.module.css';

/** A call to apply, placed twice in the letter. */
export function LetterCta({ label }: { label: string }) {
  return (
    <div className={styles.cta}>
      <p className={styles.slots}>
        {FOUNDER_SLOTS.remaining} of {FOUNDER_SLOTS.perQuarter} Founder Partner slots left this quarter · window closes{' '}
        {FOUNDER_SLOTS.windowCloses}
      </p>
      <ButtonLink to={paths.partnerApply} size="lg" block>
        {label}
      </ButtonLink>
      <p className={styles.note}>Every application is reviewed within {APPLICATION_REVIEW_HOURS} hours.</p>
    </div>
  );
}
