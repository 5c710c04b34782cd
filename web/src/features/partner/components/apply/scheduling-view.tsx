import { brand } from '@pitchlens/contracts';
import { Button } from '../../../../components/ui/button';
import styles from './apply.module.css';

/** The booking calendar for a founder interview, in place of the form. */
export function SchedulingView({ onBack }: { onBack: () => void }) {
  return (
    <>
      <h2 className={styles.viewHeading}>Schedule Your Founder Interview</h2>
      <p className={styles.note}>
        Pick a time that suits you. We’ll talk through your methodology, your clients and whether the program fits.
      </p>
      <div className={styles.alternative}>
        <Button variant="secondary" onClick={onBack}>
          Back to Application Form
        </Button>
      </div>
      <div className={styles.frame}>
        <iframe
          src={brand.schedulingUrl}
          title="Founder interview booking calendar"
          height={700}
          loading="lazy"
          className={styles.iframe}
        />
      </div>
    </>
  );
}
