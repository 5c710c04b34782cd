import card from '../../../components/marketing/card.module.css';
import { Section } from '../../../components/ui/section';
import { GUARANTEE_DAYS, GUARANTEE_MIN_CALLS, NEXT_OPENING_WEEKS, SESSION_PRICE, SPOTS_PER_WEEK } from '../session-facts';
import styles from './session-guarantee.module.css';

/** The guarantee's terms and the weekly limit (spec §9). */
export function SessionGuarantee() {
  return (
    <Section tone="soft" labelledBy="guarantee-heading">
      <div className={styles.grid}>
        <div className={styles.guarantee}>
          <span className={styles.seal} aria-hidden="true">
            {GUARANTEE_DAYS}
            <small>days</small>
          </span>
          <div>
            <h2 id="guarantee-heading" className={styles.heading}>
              The {GUARANTEE_DAYS}-Day Implementation Guarantee
            </h2>
            <p>
              Attend your session, use the mapped framework on at least {GUARANTEE_MIN_CALLS} of your calls, and send us the
              proof: the scored calls in your account. If within {GUARANTEE_DAYS} days you do not feel your calls are being
              scored the way your team is meant to sell, we refund the full {SESSION_PRICE}.
            </p>
            <p className={card.text}>
              Why the conditions? Because a framework only pays off when it is used. We guarantee the result of doing the work,
              not of skipping it.
            </p>
          </div>
        </div>
        <div className={styles.limit}>
          <h3 className={styles.limitHeading}>Why spots are limited</h3>
          <p className={card.text}>
            Every session is prepared by hand: we study your playbook and your recordings before we meet. That caps us at{' '}
            {SPOTS_PER_WEEK} sessions a week. When this week is full, the next opening is {NEXT_OPENING_WEEKS} weeks away.
          </p>
        </div>
      </div>
    </Section>
  );
}
