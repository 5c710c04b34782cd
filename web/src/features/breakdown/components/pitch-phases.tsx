import { Section } from '../../../components/ui/section';
import { BREAKDOWN_ROWS, PITCH_PHASES } from '../breakdown-facts';
import styles from './pitch-phases.module.css';

/** The shape of the pitch: eight phases, sized by how many rows of the file each one fills. */
export function PitchPhases() {
  return (
    <Section labelledBy="phases-heading">
      <h2 id="phases-heading" className={styles.heading}>
        The Whole Pitch in Eight Phases
      </h2>
      <p className={styles.intro}>
        A great pitch is not one clever line. It is a sequence, and each phase sets up the next. Here is where the{' '}
        {BREAKDOWN_ROWS} rows fall.
      </p>
      <ol className={styles.phases}>
        {PITCH_PHASES.map((phase, index) => (
          <li key={phase.name} className={styles.phase}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className={styles.name}>
                {phase.name} <span className={styles.rows}>{phase.rows} rows</span>
              </h3>
              <p className={styles.summary}>{phase.summary}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
