import { brand } from '@pitchlens/contracts';
import { FadeIn } from '../../../components/effects/fade-in';
import { ButtonLink } from '../../../components/ui/button';
import { Section } from '../../../components/ui/section';
import { paths } from '../../../config/paths';
import { featureCards } from '../content/feature-cards';
import { sectionIds } from '../home-sections';
import { FeatureIcon } from './feature-icon';
import { ReviewComparison } from './review-comparison';
import { SectionHeading } from './section-heading';
import styles from './features-section.module.css';

export function FeaturesSection() {
  return (
    <Section id={sectionIds.features} tone="soft" labelledBy="features-title">
      <FadeIn>
        <SectionHeading id="features-title" eyebrow="Features" title="Hours of call review, done in a minute">
          A manager who reviews a call properly spends more than two hours on it. {brand.name} does the listening,
          scoring and write-up for you.
        </SectionHeading>
      </FadeIn>
      <FadeIn>
        <ReviewComparison />
      </FadeIn>
      <ul className={styles.grid}>
        {featureCards.map((card, index) => (
          <li key={card.title}>
            <FadeIn delay={(index % 3) * 100} className={styles.card}>
              <span className={styles.icon}>
                <FeatureIcon name={card.icon} />
              </span>
              <h3 className={styles.title}>{card.title}</h3>
              <p className={styles.text}>{card.text}</p>
            </FadeIn>
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        <ButtonLink to={paths.features} size="lg" variant="secondary">
          Explore All Features
        </ButtonLink>
      </div>
    </Section>
  );
}
