import { FadeIn } from '../../../components/effects/fade-in';
import { CardGrid } from '../../../components/marketing/card-grid';
import card from '../../../components/marketing/card.module.css';
import { sectionIds } from '../home-sections';
import { SampleReport } from './sample-report';
import { HomeSection } from './home-section';
import styles from './product-section.module.css';

const steps = [
  {
    title: 'Record your call',
    text: 'Upload a recording or connect Zoom, Teams or Google Meet. Nothing changes about how your reps sell.',
  },
  {
    title: '60-second analysis',
    text: 'AI scores the call against your own scripts, playbooks and rubrics in about a minute. Every call, not a sample.',
  },
  {
    title: 'Actionable insights',
    text: 'The rep gets a score, the missed opportunities and specific fixes; the manager sees the trend across the team.',
  },
];

const intro = 'No more listening back at double speed on a Friday afternoon. Every call gets reviewed the moment it ends.';

export function ProductSection() {
  return (
    <HomeSection id={sectionIds.product} eyebrow="How it works" title="From recorded call to coaching plan in three steps" lead={intro}>
      <CardGrid as="ol" columns={3} className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <FadeIn delay={index * 120}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={card.text}>{step.text}</p>
            </FadeIn>
          </li>
        ))}
      </CardGrid>
      <FadeIn>
        <SampleReport />
      </FadeIn>
    </HomeSection>
  );
}
