import { GIVEAWAY_BOOKS } from '@pitchlens/contracts';
import { DEMO_MINUTES, GIFT_CARD_DOLLARS } from '../giveaway-offer';
import styles from './giveaway-footer.module.css';

/** The "Why I'm doing this" letter shown in the footer's modal. */
export function FounderStory() {
  return (
    <div className={styles.modalText}>
      <p>
        I started Pitchlens after watching great sales managers lose their week to call reviews. Done the traditional
        way, a proper review of a single call takes about 140 minutes from first listen to written feedback. Most managers simply do not have that time, so reps go uncoached.
      </p>
      <p>
        Pitchlens scores a recorded call in about 60 seconds, against the team&apos;s own scripts and playbooks, and cuts
        that review to about 46 minutes. The leaders who feel this pain most are enablement leaders and sales managers
        at growing B2B companies.
      </p>
      <p>
        The best introductions to those leaders do not come from ads. They come from people like you, who know them and
        know they care about coaching. So instead of paying an ad platform, I would rather put a good book on a sales
        leader&apos;s desk and pay you ${GIFT_CARD_DOLLARS} for the introduction.
      </p>
      <p>
        That is the whole idea: {GIVEAWAY_BOOKS} books, {DEMO_MINUTES}-minute demos, and a thank-you for every person you
        bring. If your referral finds nothing useful in the demo, they still keep the book.
      </p>
      <p className={styles.signature}>— The founder of Pitchlens</p>
    </div>
  );
}
