import styles from './checkout.module.css';

/** The spinner a checkout shows until its payment form can be drawn. */
export function LoadingPanel({ text }: { text: string }) {
  return (
    <div role="status" className={styles.loading}>
      <span className={styles.spinner} aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
