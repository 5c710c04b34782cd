import { Link } from 'react-router-dom';
import { NarrowPage } from '../../components/marketing/narrow-page';
import { SiteFooter } from '../../components/ui/site-footer';
import { paths } from '../../config/paths';
import { partnerLegalLinks } from './components/common/partner-footer-links';
import { PartnerNav } from './components/common/partner-nav';
import { SchedulingWidget } from './components/thank-you/scheduling-widget';
import { APPLICATION_REVIEW_HOURS, QUALITY_GATE } from './program/program-terms';
import styles from './components/thank-you/thank-you.module.css';

/** Spec §2 /partner/thank-you: after the external form, book the methodology review call. */
export default function PartnerThankYouPage() {
  return (
    <>
      <PartnerNav fixed={false} />
      <NarrowPage
        className={styles.page}
        top={
          <span className={styles.check} aria-hidden="true">
            <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3">
              <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
        }
        title="Application Submitted!"
        lead="Thank you for applying to the Founder Partner Program. One more step and your application is ready for review."
      >
        <ol className={styles.steps}>
          <li className={`${styles.step} ${styles.done}`}>
            <span className={styles.stepLabel}>Step 1 · Done</span>
            <h2>Application received</h2>
            <p>Your answers are with our partner team.</p>
          </li>
          <li className={styles.step}>
            <span className={styles.stepLabel}>Step 2 · Now</span>
            <h2>Book your {QUALITY_GATE.reviewCallMinutes}-minute methodology review call</h2>
            <p>
              Pick a time below. On the call we walk through your framework and the clients you train, and confirm
              how your methodology will be scored.
            </p>
            <SchedulingWidget />
          </li>
        </ol>
        <p className={styles.review}>
          We review every application within {APPLICATION_REVIEW_HOURS} hours and will email you with the outcome.{' '}
          <Link to={paths.partner}>Revisit the partner program details</Link>
        </p>
      </NarrowPage>
      <SiteFooter links={partnerLegalLinks} />
    </>
  );
}
