import card from '../../../components/marketing/card.module.css';
import styles from './timeline.module.css';

export interface TimelineStep {
  when: string;
  title: string;
  detail: string;
}

/** Dated steps of a proposal, in order. */
export function Timeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol className={styles.timeline}>
      {steps.map((step) => (
        <li key={step.when} className={styles.step}>
          <p className={styles.when}>{step.when}</p>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={card.text}>{step.detail}</p>
        </li>
      ))}
    </ol>
  );
}
