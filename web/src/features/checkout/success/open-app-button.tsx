import { brand } from '@pitchlens/contracts';
import { ExternalButtonLink } from '../../../components/ui/button';
import styles from './success.module.css';

/** The way into the Pitchlens app that ends a thank-you card. */
export function OpenAppButton({ label }: { label: string }) {
  return (
    <div className={styles.actions}>
      <ExternalButtonLink href={brand.appUrl} size="lg">
        {label}
      </ExternalButtonLink>
    </div>
  );
}
