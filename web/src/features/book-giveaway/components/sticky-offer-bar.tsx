import { formatDays, useCountdown } from '../../../components/countdown/use-countdown';
import { GIVEAWAY_SECONDS, REFERRAL_FORM_ID, STICKY_BAR_THRESHOLD_PX } from '../giveaway-offer';
import { useScrolledPast } from './use-scrolled-past';
import styles from './sticky-offer-bar.module.css';

/**
 * The red deadline bar (spec §2). It is mounted from page load and only
 * hidden until the visitor scrolls, so the 14-day countdown runs from the
 * visitor's first visit rather than from the moment the bar first shows.
 * `booksRemaining` is the server's figure (the page asks for it once).
 */
export function StickyOfferBar({ booksRemaining }: { booksRemaining: number }) {
  const secondsLeft = useCountdown('book-giveaway', GIVEAWAY_SECONDS);
  const shown = useScrolledPast(STICKY_BAR_THRESHOLD_PX);
  if (!shown) return null;
  return (
    <aside className={styles.bar} aria-label="Giveaway deadline">
      <p className={styles.text}>
        <span>
          <span className={styles.label}>Ends in</span>{' '}
          <span role="timer" className={styles.clock}>
            {formatDays(secondsLeft)}
          </span>
        </span>
        <span className={styles.divider} aria-hidden="true">
          ·
        </span>
        <strong>{booksRemaining} books remaining</strong>
      </p>
      <a href={`#${REFERRAL_FORM_ID}`} className={styles.cta}>
        Refer Now
      </a>
    </aside>
  );
}
