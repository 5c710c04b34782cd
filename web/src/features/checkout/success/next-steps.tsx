import type { ReactNode } from 'react';
import { StepList } from '../../../components/ui/step-list';
import type { CardItem } from '../../../components/ui/card-list';
import styles from './success.module.css';

/** A numbered "what happens now" card on a thank-you page. */
export function NextSteps({ title, steps, children }: { title: string; steps: readonly CardItem[]; children?: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading">{title}</h2>
      <StepList
        steps={steps}
        className={styles.steps}
        stepClassName={styles.step}
        numberClassName={styles.number}
        titleClassName={styles.stepTitle}
        textClassName={styles.stepText}
      />
      {children}
    </section>
  );
}
