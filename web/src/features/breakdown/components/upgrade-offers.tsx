import { CATALOGUE, FOUNDER_LIMIT, formatPrice, TRIAL_DAYS, yearlySavings } from '@pitchlens/contracts';
import { ButtonLink } from '../../../components/ui/button';
import { Countdown } from '../../../components/countdown/countdown';
import { Section } from '../../../components/ui/section';
import { paths } from '../../../config/paths';
import styles from './upgrade-offers.module.css';

/** Spec §4: this page's timer starts at 2:47:30. */
export const READER_OFFER_SECONDS = 2 * 3600 + 47 * 60 + 30;

/** What the two cards quote, from the catalogue. */
const trial = { price: formatPrice(CATALOGUE.premium_trial.amountCents), regular: formatPrice(CATALOGUE.premium_trial.regularAmountCents ?? 0) };
const founder = {
  monthly: formatPrice(CATALOGUE.premium_monthly.amountCents),
  yearly: formatPrice(CATALOGUE.premium_yearly.amountCents),
  regular: formatPrice(CATALOGUE.premium_monthly.regularAmountCents ?? 0),
  yearlySaving: formatPrice(yearlySavings().cents),
};

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
          <h3 className={styles.name}>{TRIAL_DAYS}-Day Trial</h3>
          <p className={styles.price}>
            <strong>$0</strong> today
          </p>
          <p className={styles.terms}>
            Then {trial.price}/month in {TRIAL_DAYS} days <s>normally {trial.regular}</s>
          </p>
          <ul className={styles.points}>
            <li>Card required; nothing is charged today</li>
            <li>Upload 1 call within 48 hours and 3 within {TRIAL_DAYS} days</li>
            <li>Cancel before day {TRIAL_DAYS} and pay $0</li>
          </ul>
          <ButtonLink to={paths.trialCheckout} size="lg" block>
            Start My {TRIAL_DAYS}-Day Trial
          </ButtonLink>
        </article>
        <article className={`${styles.card} ${styles.featured}`}>
          <p className={styles.flag}>First {FOUNDER_LIMIT} founders only</p>
          <h3 className={styles.name}>Founder Rate</h3>
          <p className={styles.price}>
            <strong>{founder.monthly}</strong>/month
          </p>
          <p className={styles.terms}>
            or {founder.yearly}/year (2 months free) <s>normally {founder.regular}/month</s>
          </p>
          <ul className={styles.points}>
            <li>Your price is locked for as long as you stay</li>
            <li>Yearly saves you {founder.yearlySaving} on top of the founder discount</li>
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
