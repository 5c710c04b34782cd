import { TitledSection } from '../../../components/marketing/titled-section';
import { BREAKDOWN_ROWS, NAMED_TECHNIQUES, PITCH_MINUTES, TACTICS_COLUMNS } from '../breakdown-facts';
import styles from './breakdown-contents.module.css';

const stats = [
  { value: String(BREAKDOWN_ROWS), label: 'timestamped rows' },
  { value: String(PITCH_MINUTES), label: 'minutes of pitch, start to close' },
  { value: NAMED_TECHNIQUES, label: 'named techniques' },
];

/** The figures and the five columns of the tactics file (spec §2). */
export function BreakdownContents({ heading, intro }: { heading: string; intro: string }) {
  return (
    <TitledSection tone="soft" titleId="contents-heading" title={heading} lead={intro} headingClassName={styles.heading}>
      <ul className={styles.stats}>
        {stats.map((stat) => (
          <li key={stat.label} className={styles.stat}>
            <span className={styles.value}>{stat.value}</span>
            <span>{stat.label}</span>
          </li>
        ))}
      </ul>
      <h3 className={styles.subheading}>Five columns, one row per move</h3>
      <ol className={styles.columns}>
        {TACTICS_COLUMNS.map((column) => (
          <li key={column.name} className={styles.column}>
            <strong>{column.name}</strong>
            <span>{column.detail}</span>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
