import card from '../../../../components/marketing/card.module.css';
import type { CardItem } from '../../../../components/ui/card-list';
import styles from './step-cards.module.css';

/** Numbered steps, each a card with a title and a line of text. */
export function StepCards({ steps }: { steps: readonly CardItem[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <div>
            <h3>{step.title}</h3>
            <p className={card.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
