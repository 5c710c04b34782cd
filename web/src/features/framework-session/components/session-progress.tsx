import styles from './session-progress.module.css';

/** "Step 2 of 3" (spec §2): the purchase is done, this offer is the middle step. */
export function SessionProgress({ firstStep }: { firstStep: string }) {
  const steps = [firstStep, 'Framework session', 'Account access'];
  return (
    <div className={styles.progress}>
      <p className={styles.label}>Step 2 of 3</p>
      <ol className={styles.steps} aria-label="Your progress">
        {steps.map((step, index) => (
          <li
            key={step}
            className={`${styles.step} ${index === 0 ? styles.done : ''} ${index === 1 ? styles.current : ''}`}
            aria-current={index === 1 ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true">
              {index === 0 ? '✓' : index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </div>
  );
}
