import { brand } from '@pitchlens/contracts';
import { FadeIn } from '../../../components/effects/fade-in';
import { ButtonLink } from '../../../components/ui/button';
import { CardGrid } from '../../../components/marketing/card-grid';
import { FeatureCardBody } from '../../../components/marketing/feature-card';
import { paths } from '../../../config/paths';
import { featureCards } from '../content/feature-cards';
import { sectionIds } from '../home-sections';
import { FeatureIcon } from './feature-icon';
import { ReviewComparison } from './review-comparison';
import { HomeSection } from './home-section';
import styles from './features-section.module.css';

const intro = `A manager who reviews a call properly spends more than two hours on it. ${brand.name} does the listening, scoring and write-up for you.`;

export function FeaturesSection() {
  return (
    <HomeSection id={sectionIds.features} tone="soft" eyebrow="Features" title="Hours of call review, done in a minute" lead={intro}>
      <FadeIn>
        <ReviewComparison />
      </FadeIn>
      <CardGrid columns={3} tablet={{ maxWidth: 1023, columns: 2 }}>
        {featureCards.map((card, index) => (
          <li key={card.title}>
            <FadeIn delay={(index % 3) * 100} className={styles.card}>
              <FeatureCardBody icon={<FeatureIcon name={card.icon} />} title={card.title} text={card.text} />
            </FadeIn>
          </li>
        ))}
      </CardGrid>
      <div className={styles.more}>
        <ButtonLink to={paths.features} size="lg" variant="secondary">
          Explore All Features
        </ButtonLink>
      </div>
    </HomeSection>
  );
}
