import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../../config/paths';
import styles from './page-header.module.css';

/** The slim bar above an enterprise page: the brand (home link) and one page-specific action. */
export function PageHeader({ children }: { children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.brand}>
          {brand.name}
          <span className="visually-hidden"> home page</span>
        </Link>
        {children && <nav aria-label="Page">{children}</nav>}
      </div>
    </header>
  );
}
