import { CardGrid } from '../../../components/marketing/card-grid';
import card from '../../../components/marketing/card.module.css';
import { SectionHeading } from '../../../components/marketing/section-heading';
import stepNumber from '../../../components/marketing/step-number.module.css';
import { Section } from '../../../components/ui/section';
import { BREAKDOWN_ROWS, PITCH_PHASES } from '../breakdown-facts';
import styles from './pitch-phases.module.css';

const intro = `A great pitch is not one clever line. It is a sequence, and each phase sets up the next. Here is where the ${BREAKDOWN_ROWS} rows fall.`;

/** The shape of the pitch: eight phases, sized by how many rows of the file each one fills. */
export function PitchPhases() {
  return (
    <Section labelledBy="phases-heading">
      <SectionHeading id="phases-heading" title="The Whole Pitch in Eight Phases" lead={intro} className={styles.heading} />
      <CardGrid as="ol" columns={2} className={styles.phases}>
        {PITCH_PHASES.map((phase, index) => (
          <li key={phase.name} className={styles.phase}>
            <span className={stepNumber.number} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className={styles.name}>
                {phase.name} <span className={styles.rows}>{phase.rows} rows</span>
              </h3>
              <p className={card.text}>{phase.summary}</p>
            </div>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
