import { brand } from '@pitchlens/contracts';
import { ExternalButtonLink } from '../../../../components/ui/button';
import { useBodyScript } from '../../hooks/use-body-script';
import styles from './thank-you.module.css';

export const SCHEDULING_WIDGET_SCRIPT_ID = 'partner-scheduling-widget-script';
const SCHEDULING_WIDGET_SRC = 'https://assets.calendly.com/assets/external/widget.js';

/** The booking calendar inline; its script fills the placeholder below once loaded. */
export function SchedulingWidget() {
  useBodyScript(SCHEDULING_WIDGET_SRC, SCHEDULING_WIDGET_SCRIPT_ID);
  return (
    <>
      <div className={styles.widget}>
        <div className="calendly-inline-widget" data-url={brand.schedulingUrl} style={{ minWidth: 320, height: 700 }} />
      </div>
      <p className={styles.fallback}>
        Calendar not showing?{' '}
        <ExternalButtonLink href={brand.schedulingUrl} variant="ghost" size="sm">
          Open the booking page
        </ExternalButtonLink>
      </p>
    </>
  );
}
