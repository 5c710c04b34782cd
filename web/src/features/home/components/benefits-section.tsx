import { Link } from 'react-router-dom';
import { FadeIn } from '../../../components/effects/fade-in';
import { CardGrid } from '../../../components/marketing/card-grid';
import card from '../../../components/marketing/card.module.css';
import eyebrow from '../../../components/marketing/eyebrow.module.css';
import { benefits } from '../content/benefits';
import { sectionIds } from '../home-sections';
import { pitchlensReview, reviewSaving, traditionalReview } from '../review-time';
import { HomeSection } from './home-section';
import styles from './benefits-section.module.css';

const stats = [
  { value: '60 sec', label: 'from uploaded call to scored report' },
  { value: `${reviewSaving(traditionalReview, pitchlensReview).minutesSaved} min`, label: 'of manager time saved per reviewed call' },
  { value: '100%', label: 'of calls reviewed, not a random sample' },
];

const intro = 'Reps improve faster, managers coach more, and leadership finally sees whether the playbook is used.';

export function BenefitsSection() {
  return (
    <HomeSection id={sectionIds.benefits} eyebrow="Benefits" title="Better calls for everyone who carries a number" lead={intro}>
      <FadeIn>
        <ul className={styles.stats}>
          {stats.map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <span className={styles.statValue}>{stat.value}</span>
              <span className={styles.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </FadeIn>
      <CardGrid columns={2}>
        {benefits.map((benefit, index) => (
          <li key={benefit.audience}>
            <FadeIn delay={(index % 2) * 100} className={styles.card}>
              <p className={`${eyebrow.eyebrow} ${styles.audience}`}>For {benefit.audience.toLowerCase()}</p>
              <h3 className={styles.title}>{benefit.title}</h3>
              <p className={card.text}>{benefit.text}</p>
              {benefit.link && (
                <Link to={benefit.link.to} className={styles.link}>
                  {benefit.link.label} <span aria-hidden="true">→</span>
                </Link>
              )}
            </FadeIn>
          </li>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
