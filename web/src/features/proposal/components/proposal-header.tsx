import { Link } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../../config/paths';
import styles from './proposal-header.module.css';

/** The slim bar above the proposal: the brand, linking home. */
export function ProposalHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.brand}>
          {brand.name}
          <span className="visually-hidden"> home page</span>
        </Link>
        <Link to={paths.enterprise} className={styles.link}>
          Enterprise overview
        </Link>
      </div>
    </header>
  );
}
