import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../config/paths';
import styles from './page-header.module.css';

interface PageHeaderProps {
  /** The page's own link, on the right. */
  children?: ReactNode;
  /** Names a navigation landmark around the link; without it the link stands on its own. */
  navLabel?: string;
  /** For a hero that continues the bar: no rule underneath, the brand on the content's edge. */
  flush?: boolean;
}

/** The slim dark bar above a landing or proposal page: the brand (home link) and at most one page link. */
export function PageHeader({ children, navLabel, flush }: PageHeaderProps) {
  return (
    <header className={flush ? `${styles.header} ${styles.flush}` : styles.header}>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.brand}>
          {brand.name}
          <span className="visually-hidden"> home page</span>
        </Link>
        {children && navLabel ? <nav aria-label={navLabel}>{children}</nav> : children}
      </div>
    </header>
  );
}
