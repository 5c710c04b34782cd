import styles from './spinner.module.css';

/** A turning ring while something loads; decorative, so the text beside it says what is happening. */
export function Spinner({ size = 'medium' }: { size?: 'medium' | 'large' }) {
  return <span className={size === 'large' ? `${styles.spinner} ${styles.large}` : styles.spinner} aria-hidden="true" />;
}
