import { Link } from 'react-router-dom';
import { SiteFooter } from '../../components/ui/site-footer';
import { paths } from '../../config/paths';
import styles from './not-found-page.module.css';

/**
 * Spec §2: any path the router does not know. It names no path: the page is
 * prerendered once for every unknown address, and text that differed from the
 * prerendered HTML would break hydration.
 */
export default function NotFoundPage() {
  return (
    <>
      <main className={styles.page}>
        <h1 className={styles.title}>404 Page Not Found</h1>
        <p className={styles.hint}>We could not find the page you asked for. It may have moved, or the address may have a typo.</p>
        <Link className={styles.link} to={paths.home}>
          Back to the home page
        </Link>
      </main>
      <SiteFooter />
    </>
  );
}
