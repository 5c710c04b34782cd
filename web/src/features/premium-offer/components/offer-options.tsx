import { CardGrid } from '../../../components/marketing/card-grid';
import { OfferCard } from '../../../components/marketing/offer-card';
import offer from '../../../components/marketing/offer-card.module.css';
import { TitledSection } from '../../../components/marketing/titled-section';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/format-usd';
import { FOUNDER_SPOTS, premiumPrices, trialTerms, yearlySavings } from '../premium-pricing';
import { OPTIONS_ANCHOR } from './offer-hero';
import styles from './offer-options.module.css';

const founderYear = yearlySavings(premiumPrices.founderMonthly, premiumPrices.founderYearly);

const intro = 'Both give you full Premium from the first call. The difference is when you pay and how much.';

/** The two ways in (spec §2): a card-on-file trial, or the founder rate paid now. */
export function OfferOptions() {
  return (
    <TitledSection
      id={OPTIONS_ANCHOR}
      tone="soft"
      titleId="options-heading"
      title="Pick the way you want to start"
      lead={intro}
      headingClassName={styles.heading}
    >
      <CardGrid as="div" columns={2} className={styles.cards}>
        <OfferCard as="article" className={styles.card} aria-labelledby="trial-option-heading">
          <p className={styles.tag}>Option 1</p>
          <h3 id="trial-option-heading" className={styles.title}>
            {trialTerms.days}-day trial
          </h3>
          <p className={styles.price}>
            <strong>$0</strong> today
          </p>
          <p className={styles.then}>
            then {formatUsd(premiumPrices.trialMonthly)}/month in {trialTerms.days} days
          </p>
          <ul className={offer.points}>
            <li>Card saved today, nothing charged</li>
            <li>
              Upload 1 call within {trialTerms.firstCallHours} hours and {trialTerms.callsInTrial} calls within {trialTerms.days} days
            </li>
            <li>
              Otherwise {formatUsd(premiumPrices.trialMonthly)} is billed automatically on day {trialTerms.days}
            </li>
            <li>Cancel before day {trialTerms.days} and pay $0</li>
          </ul>
          <ButtonLink to={paths.trialCheckout} variant="secondary" size="lg" block>
            Start my {trialTerms.days}-day trial
          </ButtonLink>
        </OfferCard>
        <OfferCard as="article" featured className={styles.card} aria-labelledby="founder-option-heading">
          <p className={`${styles.tag} ${styles.featuredTag}`}>Option 2 · Best value</p>
          <h3 id="founder-option-heading" className={styles.title}>
            Founder rate
          </h3>
          <p className={styles.price}>
            <strong>{formatUsd(premiumPrices.founderMonthly)}</strong>/month
          </p>
          <p className={styles.then}>
            or {formatUsd(premiumPrices.founderYearly)}/year: {founderYear.freeMonths} months free, you save {formatUsd(founderYear.saved)} (
            {founderYear.percent}%)
          </p>
          <ul className={offer.points}>
            <li>Your price is locked forever, even when the regular price rises</li>
            <li>Only for the first {FOUNDER_SPOTS} founders</li>
            <li>Pay monthly or yearly, switch at checkout</li>
            <li>Covered by the 30-day money-back guarantee</li>
          </ul>
          <ButtonLink to={paths.premiumCheckout} size="lg" block>
            Lock in the founder rate
          </ButtonLink>
        </OfferCard>
      </CardGrid>
    </TitledSection>
  );
}
