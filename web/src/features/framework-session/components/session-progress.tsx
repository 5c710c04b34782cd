import { purchaseSteps, stepOf } from '../../../config/purchase-steps';
import styles from './session-progress.module.css';

/**
 * "Step 2 of 3" (spec §2): this offer is the middle step, booking the session
 * the last, named as the checkout names it. The first is ticked off only for
 * whoever made it in this browser session.
 */
export function SessionProgress({ firstStep, firstDone }: { firstStep: string; firstDone: boolean }) {
  const steps = [firstStep, purchaseSteps.sessionOffer, purchaseSteps.bookSession];
  return (
    <div className={styles.progress}>
      <p className={styles.label}>{stepOf(2)}</p>
      <ol className={styles.steps} aria-label="Your progress">
        {steps.map((step, index) => (
          <li
            key={step}
            className={`${styles.step} ${index === 0 && firstDone ? styles.done : ''} ${index === 1 ? styles.current : ''}`}
            aria-current={index === 1 ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true">
              {index === 0 && firstDone ? '✓' : index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </div>
  );
}
