import { Section } from '../../../components/ui/section';
import { GUARANTEE_DAYS, GUARANTEE_MIN_CALLS } from '../premium-pricing';
import styles from './guarantee.module.css';

export function Guarantee() {
  return (
    <Section narrow labelledBy="guarantee-heading">
      <div className={styles.box}>
        <svg className={styles.seal} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="29" fill="none" stroke="currentColor" strokeWidth="4" />
          <path d="M20 33l8 8 16-18" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <div>
          <h2 id="guarantee-heading" className={styles.heading}>
            {GUARANTEE_DAYS}-day money-back guarantee
          </h2>
          <p>
            Put Pitchlens to work on your real calls. Apply its coaching on at least {GUARANTEE_MIN_CALLS} calls and keep a simple
            record of what you changed. If you have done that and still do not see the improvement you expected within{' '}
            {GUARANTEE_DAYS} days, write to us and we refund every dollar.
          </p>
          <p className={styles.small}>
            The guarantee asks for documented implementation on at least {GUARANTEE_MIN_CALLS} calls, so refunds go to people
            who actually used the coaching.
          </p>
        </div>
      </div>
    </Section>
  );
}
