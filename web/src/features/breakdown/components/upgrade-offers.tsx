import { ButtonLink } from '../../../components/ui/button';
import { Countdown } from '../../../components/countdown/countdown';
import { Section } from '../../../components/ui/section';
import { paths } from '../../../config/paths';
import styles from './upgrade-offers.module.css';

/** Spec §4: this page's timer starts at 2:47:30. */
export const READER_OFFER_SECONDS = 2 * 3600 + 47 * 60 + 30;

const included = [
  'Every recorded call scored in about 60 seconds',
  'Scored against your own scripts, playbooks and rubrics',
  'Missed opportunities flagged, with what to say instead',
  'Progress tracking and trends across every call',
];

/** The two ways in from here (spec §2): the trial and the founder rate. */
export function UpgradeOffers() {
  return (
    <Section tone="dark" labelledBy="offers-heading">
      <div className={styles.intro}>
        <h2 id="offers-heading" className={styles.heading}>
          Now Get This Breakdown for Your Own Calls
        </h2>
        <p className={styles.lead}>
          The spreadsheet shows what a great pitch does. Pitchlens shows what yours does: upload a recorded call and see which
          techniques you used, which you missed, and exactly where the conversation turned.
        </p>
        <ul className={styles.included}>
          {included.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className={styles.timer}>
          Reader pricing held for{' '}
          <Countdown offer="breakdown-reader-pricing" durationSeconds={READER_OFFER_SECONDS} label="Time left on reader pricing" className={styles.clock} />
        </p>
      </div>
      <div className={styles.cards}>
        <article className={styles.card}>
          <h3 className={styles.name}>14-Day Trial</h3>
          <p className={styles.price}>
            <strong>$0</strong> today
          </p>
          <p className={styles.terms}>
            Then $79/month in 14 days <s>normally $119</s>
          </p>
          <ul className={styles.points}>
            <li>Card required; nothing is charged today</li>
            <li>Upload 1 call within 48 hours and 3 within 14 days</li>
            <li>Cancel before day 14 and pay $0</li>
          </ul>
          <ButtonLink to={paths.trialCheckout} size="lg" block>
            Start My 14-Day Trial
          </ButtonLink>
        </article>
        <article className={`${styles.card} ${styles.featured}`}>
          <p className={styles.flag}>First 300 founders only</p>
          <h3 className={styles.name}>Founder Rate</h3>
          <p className={styles.price}>
            <strong>$59</strong>/month
          </p>
          <p className={styles.terms}>
            or $590/year (2 months free) <s>normally $119/month</s>
          </p>
          <ul className={styles.points}>
            <li>Your price is locked for as long as you stay</li>
            <li>Yearly saves you $118 on top of the founder discount</li>
            <li>30-day money-back guarantee when you implement on 10+ calls</li>
          </ul>
          <ButtonLink to={paths.premiumCheckout} size="lg" block>
            Lock In the Founder Rate
          </ButtonLink>
        </article>
      </div>
    </Section>
  );
}
