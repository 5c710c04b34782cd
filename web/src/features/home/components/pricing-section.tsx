import { brand } from '@pitchlens/contracts';
import { FadeIn } from '../../../components/effects/fade-in';
import { ExternalButtonLink } from '../../../components/ui/button';
import { CardGrid } from '../../../components/marketing/card-grid';
import { OfferCard } from '../../../components/marketing/offer-card';
import offer from '../../../components/marketing/offer-card.module.css';
import { enterprisePlan, planSaving, pricedPlans, TRIAL_DAYS, type PricedPlan } from '../content/plans';
import { sectionIds } from '../home-sections';
import { HomeSection } from './home-section';
import styles from './pricing-section.module.css';

function FeatureList({ features }: { features: string[] }) {
  return (
    <ul className={`${offer.points} ${styles.features}`}>
      {features.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}

function PricedPlanCard({ plan }: { plan: PricedPlan }) {
  return (
    <OfferCard featured={plan.highlighted} flag={plan.highlighted ? 'Best for teams' : undefined}>
      <h3 className={styles.name}>{plan.name}</h3>
      <p className={styles.price}>
        <span className={styles.amount}>${plan.price}</span>
        <span className={styles.unit}>{plan.unit}</span>
      </p>
      <p className={styles.was}>
        <span className="visually-hidden">Regular price </span>
        <del>${plan.was}</del> <span className={styles.save}>Save ${planSaving(plan)}</span>
      </p>
      {plan.note && <p className={styles.note}>{plan.note}</p>}
      <FeatureList features={plan.features} />
      <ExternalButtonLink
        href={brand.schedulingUrl}
        block
        variant={plan.highlighted ? 'primary' : 'secondary'}
        aria-label={`${plan.cta}: ${plan.name}`}
      >
        {plan.cta}
      </ExternalButtonLink>
    </OfferCard>
  );
}

const intro = `Premium and Team both start with a ${TRIAL_DAYS}-day free trial.`;

export function PricingSection() {
  return (
    <HomeSection id={sectionIds.pricing} eyebrow="Pricing" title="Pricing that pays for itself in one review" lead={intro}>
      <FadeIn>
        <CardGrid as="div" columns={3} tablet={{ maxWidth: 1023, columns: 1 }} className={styles.grid}>
          {pricedPlans.map((plan) => (
            <PricedPlanCard key={plan.name} plan={plan} />
          ))}
          <OfferCard>
            <h3 className={styles.name}>{enterprisePlan.name}</h3>
            <p className={styles.price}>
              <span className={styles.amount}>Custom</span>
            </p>
            <p className={styles.note}>Priced for your seat count and rollout</p>
            <FeatureList features={enterprisePlan.features} />
            <ExternalButtonLink href={brand.schedulingUrl} block variant="secondary">
              {enterprisePlan.cta}
            </ExternalButtonLink>
          </OfferCard>
        </CardGrid>
        <p className={styles.terms}>
          {TRIAL_DAYS}-day free trial, payment method required. Plan changes take effect at your next billing cycle.
        </p>
      </FadeIn>
    </HomeSection>
  );
}
