import { Link } from 'react-router-dom';
import { FadeIn } from '../../../components/effects/fade-in';
import { Section } from '../../../components/ui/section';
import { benefits } from '../content/benefits';
import { sectionIds } from '../home-sections';
import { pitchlensReview, reviewSaving, traditionalReview } from '../review-time';
import { SectionHeading } from './section-heading';
import styles from './benefits-section.module.css';

const stats = [
  { value: '60 sec', label: 'from uploaded call to scored report' },
  { value: `${reviewSaving(traditionalReview, pitchlensReview).minutesSaved} min`, label: 'of manager time saved per reviewed call' },
  { value: '100%', label: 'of calls reviewed, not a random sample' },
];

export function BenefitsSection() {
  return (
    <Section id={sectionIds.benefits} labelledBy="benefits-title">
      <FadeIn>
        <SectionHeading id="benefits-title" eyebrow="Benefits" title="Better calls for everyone who carries a number">
          Reps improve faster, managers coach more, and leadership finally sees whether the playbook is used.
        </SectionHeading>
      </FadeIn>
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
      <ul className={styles.grid}>
        {benefits.map((benefit, index) => (
          <li key={benefit.audience}>
            <FadeIn delay={(index % 2) * 100} className={styles.card}>
              <p className={styles.audience}>For {benefit.audience.toLowerCase()}</p>
              <h3 className={styles.title}>{benefit.title}</h3>
              <p className={styles.text}>{benefit.text}</p>
              {benefit.link && (
                <Link to={benefit.link.to} className={styles.link}>
                  {benefit.link.label} <span aria-hidden="true">→</span>
                </Link>
              )}
            </FadeIn>
          </li>
        ))}
      </ul>
    </Section>
  );
}
