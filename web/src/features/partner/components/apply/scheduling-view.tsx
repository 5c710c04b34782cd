import { brand } from '@pitchlens/contracts';
import { Button } from '../../../../components/ui/button';
import { EmbeddedFrame } from './embedded-frame';
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
      <EmbeddedFrame
        src={brand.schedulingUrl}
        title="Founder interview booking calendar"
        height={700}
        prompt="Calendar not showing?"
        loadingText="Loading the booking calendar…"
        linkLabel="Open the booking page in a new tab"
      />
    </>
  );
}
