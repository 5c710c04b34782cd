import { referralTerms } from '../referral-terms';
import styles from './giveaway-footer.module.css';

export function TermsAndPayoutRules() {
  return (
    <dl className={styles.terms}>
      {referralTerms.map((term) => (
        <div key={term.heading} className={styles.term}>
          <dt>{term.heading}</dt>
          <dd>{term.text}</dd>
        </div>
      ))}
    </dl>
  );
}
