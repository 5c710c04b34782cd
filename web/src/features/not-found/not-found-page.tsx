import { Link } from 'react-router-dom';
import { SiteHeader } from '../../components/site-header/site-header';
import { ButtonLink } from '../../components/ui/button';
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
      <SiteHeader />
      <main className={styles.page}>
        <h1 className={styles.title}>404 Page Not Found</h1>
        <p className={styles.hint}>We could not find the page you asked for. It may have moved, or the address may have a typo.</p>
        <div className={styles.links}>
          <ButtonLink to={paths.home} size="lg">
            Back to the home page
          </ButtonLink>
          <Link className={styles.link} to={paths.features}>
            See what Pitchlens does
          </Link>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
