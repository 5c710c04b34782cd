import { CATALOGUE, FOUNDER_LIMIT, formatPrice, TRIAL_DAYS, yearlySavings } from '@pitchlens/contracts';
import { ButtonLink } from '../../../components/ui/button';
import { Countdown } from '../../../components/countdown/countdown';
import { CardGrid } from '../../../components/marketing/card-grid';
import { OfferCard } from '../../../components/marketing/offer-card';
import offer from '../../../components/marketing/offer-card.module.css';
import { SectionHeading } from '../../../components/marketing/section-heading';
import { Section } from '../../../components/ui/section';
import { paths } from '../../../config/paths';
import countdown from './countdown-pill.module.css';
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

const intro = 'The spreadsheet shows what a great pitch does. Pitchlens shows what yours does: upload a recorded call and see which techniques you used, which you missed, and exactly where the conversation turned.';

/** The two ways in from here (spec §2): the trial and the founder rate. */
export function UpgradeOffers() {
  return (
    <Section tone="dark" labelledBy="offers-heading">
      <SectionHeading id="offers-heading" title="Now Get This Breakdown for Your Own Calls" lead={intro} inverse className={styles.intro}>
        <ul className={styles.included}>
          {included.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className={`${countdown.pill} ${styles.timer}`}>
          Reader pricing held for{' '}
          <Countdown offer="breakdown-reader-pricing" durationSeconds={READER_OFFER_SECONDS} label="Time left on reader pricing" className={countdown.clock} />
        </p>
      </SectionHeading>
      <CardGrid as="div" columns={2} className={styles.cards}>
        <OfferCard as="article" className={styles.card}>
          <h3 className={styles.name}>{TRIAL_DAYS}-Day Trial</h3>
          <p className={styles.price}>
            <strong>$0</strong> today
          </p>
          <p className={styles.terms}>
            Then {trial.price}/month in {TRIAL_DAYS} days <s>normally {trial.regular}</s>
          </p>
          <ul className={offer.points}>
            <li>Card required; nothing is charged today</li>
            <li>Upload 1 call within 48 hours and 3 within {TRIAL_DAYS} days</li>
            <li>Cancel before day {TRIAL_DAYS} and pay $0</li>
          </ul>
          <ButtonLink to={paths.trialCheckout} size="lg" block>
            Start My {TRIAL_DAYS}-Day Trial
          </ButtonLink>
        </OfferCard>
        <OfferCard as="article" flag={`First ${FOUNDER_LIMIT} founders only`} className={`${styles.card} ${styles.featured}`}>
          <h3 className={styles.name}>Founder Rate</h3>
          <p className={styles.price}>
            <strong>{founder.monthly}</strong>/month
          </p>
          <p className={styles.terms}>
            or {founder.yearly}/year (2 months free) <s>normally {founder.regular}/month</s>
          </p>
          <ul className={offer.points}>
            <li>Your price is locked for as long as you stay</li>
            <li>Yearly saves you {founder.yearlySaving} on top of the founder discount</li>
            <li>30-day money-back guarantee when you implement on 10+ calls</li>
          </ul>
          <ButtonLink to={paths.premiumCheckout} size="lg" block>
            Lock In the Founder Rate
          </ButtonLink>
        </OfferCard>
      </CardGrid>
    </Section>
  );
}
