import { Spinner } from '../../../components/ui/spinner';
import styles from './checkout.module.css';

/** The spinner a checkout shows until its payment form can be drawn. */
export function LoadingPanel({ text }: { text: string }) {
  return (
    <div role="status" className={styles.loading}>
      <Spinner size="large" />
      <p>{text}</p>
    </div>
  );
}
