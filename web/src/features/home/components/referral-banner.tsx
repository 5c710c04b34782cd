import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import styles from './referral-banner.module.css';

/** Spec §2: the referral program is announced above everything else on the home page. */
export function ReferralBanner() {
  return (
    <aside className={styles.banner} aria-label="Referral program">
      <p className={styles.text}>
        <strong>Know a sales leader?</strong> They get a free book, you get a $25 Amazon gift card.{' '}
        <Link to={paths.bookGiveaway} className={styles.link}>
          Refer a sales leader <span aria-hidden="true">→</span>
        </Link>
      </p>
    </aside>
  );
}
