import { Link } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../../config/paths';
import { SlideOutMenu } from './slide-out-menu';
import styles from './giveaway-header.module.css';

export function GiveawayHeader() {
  return (
    <header className={styles.header}>
      <Link to={paths.home} className={styles.brand}>
        <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
          <circle cx="14" cy="14" r="9" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M21 21l7 7" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        {brand.name}
      </Link>
      <SlideOutMenu />
    </header>
  );
}
