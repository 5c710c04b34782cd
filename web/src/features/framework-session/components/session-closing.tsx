import type { RoutePath } from '../../../config/paths';
import { Section } from '../../../components/ui/section';
import { SESSION_PRICE, SESSION_REGULAR_PRICE } from '../session-facts';
import { OfferActions } from './offer-actions';
import styles from './session-closing.module.css';

interface SessionClosingProps {
  search: string;
  declineTo: RoutePath;
  spotsLeft: number;
}

export function SessionClosing({ search, declineTo, spotsLeft }: SessionClosingProps) {
  return (
    <Section tone="soft" narrow labelledBy="closing-heading">
      <div className={styles.closing}>
        <h2 id="closing-heading" className={styles.heading}>
          Your Playbook, Scored on Every Call, Starting This Week
        </h2>
        <p className={styles.text}>
          One hour with us, {SESSION_PRICE} instead of {SESSION_REGULAR_PRICE}, and every call your team records from then on is
          coached against the way you actually sell.
        </p>
        <OfferActions search={search} declineTo={declineTo} spotsLeft={spotsLeft} />
      </div>
    </Section>
  );
}
