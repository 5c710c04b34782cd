import { Spinner } from '../../../components/ui/spinner';
import styles from './checkout.module.css';

/** The spinner a checkout shows until its payment form can be drawn, as tall as the form will be. */
export function LoadingPanel({ text, minHeightRem }: { text: string; minHeightRem: number }) {
  return (
    <div role="status" className={styles.loading} style={{ minHeight: `${minHeightRem}rem` }}>
      <Spinner size="large" />
      <p>{text}</p>
    </div>
  );
}
