import styles from './score-meter.module.css';

/** A bar filled to `percent`; decoration beside the figure it draws. */
export function ScoreMeter({ percent, className }: { percent: number; className?: string }) {
  return (
    <span className={className ? `${styles.bar} ${className}` : styles.bar} aria-hidden="true">
      <span className={styles.fill} style={{ width: `${percent}%` }} />
    </span>
  );
}
