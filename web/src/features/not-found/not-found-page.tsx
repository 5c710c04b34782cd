import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import styles from './not-found-page.module.css';

/** Spec §2: any path the router does not know. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>404 Page Not Found</h1>
      <p className={styles.hint}>
        Did you forget to add the page to the router? No route matches <code>{pathname}</code>.
      </p>
      <Link className={styles.link} to={paths.home}>
        Back to the home page
      </Link>
    </main>
  );
}
