import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../../../config/paths';
import styles from './partner-nav.module.css';

interface PartnerNavProps {
  /** The page's own actions, at the right of the bar. */
  children?: ReactNode;
  /** The program pages keep the bar in view; the letter lets it scroll away. */
  fixed?: boolean;
}

/** The bar on top of the partner pages: the brand's home link and the page's actions. */
export function PartnerNav({ children, fixed = true }: PartnerNavProps) {
  return (
    <header className={`${styles.bar} ${fixed ? styles.fixed : ''}`}>
      <nav aria-label="Partner program" className={styles.inner}>
        <Link to={paths.home} className={styles.brand}>
          <span className={styles.mark} aria-hidden="true" />
          {brand.name}
          <span className="visually-hidden"> home page</span>
        </Link>
        {children && <div className={styles.actions}>{children}</div>}
      </nav>
    </header>
  );
}
