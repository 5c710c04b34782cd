import { brand } from '@pitchlens/contracts';
import { Button } from '../../../../components/ui/button';
import { APPLICATION_REVIEW_HOURS } from '../../program/program-terms';
import { EmbeddedFrame } from './embedded-frame';
import styles from './apply.module.css';

/** The external application form; its fields are not ours (spec §3). */
export function ApplicationFormView({ onSchedule }: { onSchedule: () => void }) {
  return (
    <>
      <p className={styles.note}>
        Fill in the form below. We review every application within {APPLICATION_REVIEW_HOURS} hours and reply by email.
      </p>
      <div className={styles.alternative}>
        <p>Prefer to talk it through first?</p>
        <Button variant="secondary" onClick={onSchedule}>
          Schedule Your Founder Interview
        </Button>
      </div>
      <EmbeddedFrame
        src={brand.partnerApplicationFormUrl}
        title="Founder Partner application form"
        height={1995}
        prompt="Form not loading?"
        loadingText="Loading the application form…"
        linkLabel="Open the application form in a new tab"
      />
    </>
  );
}
