import { Link } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../../config/paths';
import { mailtoHref } from '../../../lib/mailto';
import styles from '../components/checkout.module.css';

const contact = mailtoHref({ to: brand.supportEmail, subject: 'Enterprise Pilot Program question' });

/** The terms the pilot is bought under, and a person to ask before paying. */
export function PilotLegal() {
  return (
    <div className={styles.legal}>
      <p className={styles.fine}>
        By completing your payment you agree to our <Link to={paths.termsOfService}>Terms of Service</Link> and{' '}
        <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
      </p>
      <p className={styles.fine}>
        Questions before you commit? Email us at <a href={contact}>{brand.supportEmail}</a> and you will hear back from a person, not a sales sequence.
      </p>
    </div>
  );
}
