import { brand } from '@pitchlens/contracts';
import { FadeIn } from '../../../components/effects/fade-in';
import { ExternalButtonLink } from '../../../components/ui/button';
import { Section } from '../../../components/ui/section';
import { enterprisePlan, planSaving, pricedPlans, TRIAL_DAYS, type PricedPlan } from '../content/plans';
import { sectionIds } from '../home-sections';
import { SectionHeading } from './section-heading';
import styles from './pricing-section.module.css';

function FeatureList({ features }: { features: string[] }) {
  return (
    <ul className={styles.features}>
      {features.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}

function PricedPlanCard({ plan }: { plan: PricedPlan }) {
  return (
    <div className={`${styles.card} ${plan.highlighted ? styles.highlighted : ''}`}>
      {plan.highlighted && <p className={styles.badge}>Best for teams</p>}
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
    </div>
  );
}

export function PricingSection() {
  return (
    <Section id={sectionIds.pricing} labelledBy="pricing-title">
      <FadeIn>
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Pricing that pays for itself in one review">
          Premium and Team both start with a {TRIAL_DAYS}-day free trial.
        </SectionHeading>
      </FadeIn>
      <FadeIn>
        <div className={styles.grid}>
          {pricedPlans.map((plan) => (
            <PricedPlanCard key={plan.name} plan={plan} />
          ))}
          <div className={styles.card}>
            <h3 className={styles.name}>{enterprisePlan.name}</h3>
            <p className={styles.price}>
              <span className={styles.amount}>Custom</span>
            </p>
            <p className={styles.note}>Priced for your seat count and rollout</p>
            <FeatureList features={enterprisePlan.features} />
            <ExternalButtonLink href={brand.schedulingUrl} block variant="secondary">
              {enterprisePlan.cta}
            </ExternalButtonLink>
          </div>
        </div>
        <p className={styles.terms}>
          {TRIAL_DAYS}-day free trial, payment method required. Plan changes take effect at your next billing cycle.
        </p>
      </FadeIn>
    </Section>
  );
}
