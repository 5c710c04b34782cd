import { cardGridClass } from '../../../components/marketing/card-grid';
import card from '../../../components/marketing/card.module.css';
import { TitledSection } from '../../../components/marketing/titled-section';
import stepNumber from '../../../components/marketing/step-number.module.css';
import { NumberedList } from '../../../components/ui/numbered-list';
import { BREAKDOWN_ROWS, PITCH_PHASES } from '../breakdown-facts';
import styles from './pitch-phases.module.css';

const intro = `A great pitch is not one clever line. It is a sequence, and each phase sets up the next. Here is where the ${BREAKDOWN_ROWS} rows fall.`;

/** The shape of the pitch: eight phases, sized by how many rows of the file each one fills. */
export function PitchPhases() {
  return (
    <TitledSection titleId="phases-heading" title="The Whole Pitch in Eight Phases" lead={intro} headingClassName={styles.heading}>
      <NumberedList
        items={PITCH_PHASES}
        keyOf={(phase) => phase.name}
        className={cardGridClass({ columns: 2 }, styles.phases)}
        itemClassName={styles.phase}
        numberClassName={stepNumber.number}
      >
        {(phase) => (
          <div>
            <h3 className={styles.name}>
              {phase.name} <span className={styles.rows}>{phase.rows} rows</span>
            </h3>
            <p className={card.text}>{phase.summary}</p>
          </div>
        )}
      </NumberedList>
    </TitledSection>
  );
}
