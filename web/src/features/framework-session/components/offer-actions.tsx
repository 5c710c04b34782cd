import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button';
import { paths, type RoutePath } from '../../../config/paths';
import { SESSION_PRICE, SPOTS_PER_WEEK } from '../session-facts';
import styles from './offer-actions.module.css';

interface OfferActionsProps {
  /** The page's query string (the checkout reads `email` from it). */
  search: string;
  declineTo: RoutePath;
  spotsLeft: number;
}

/** Yes to the checkout, carrying the query string over (spec §2); no to the success page. */
export function OfferActions({ search, declineTo, spotsLeft }: OfferActionsProps) {
  return (
    <div className={styles.actions}>
      <p className={styles.spots}>
        Only <strong>{spotsLeft}</strong> of {SPOTS_PER_WEEK} spots left this week
      </p>
      <ButtonLink to={{ pathname: paths.frameworkCheckout, search }} size="lg" block>
        Yes, Map My Framework for {SESSION_PRICE}
      </ButtonLink>
      <Link to={declineTo} className={styles.decline}>
        No thanks, I will keep the standard scoring
      </Link>
    </div>
  );
}
