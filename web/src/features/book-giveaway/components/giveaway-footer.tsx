import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { SiteFooter } from '../../../components/ui/site-footer';
import { GIFT_CARD_DOLLARS } from '../giveaway-offer';
import { FounderStory } from './founder-story';
import { TermsAndPayoutRules } from './terms-and-payout-rules';
import styles from './giveaway-footer.module.css';

const topics = {
  story: { button: "Why I'm doing this", title: "Why I'm Doing This", Body: FounderStory },
  terms: { button: 'Terms & Payout Rules', title: 'Terms & Payout Rules', Body: TermsAndPayoutRules },
} as const;

type Topic = keyof typeof topics;

/**
 * The footer and its two modals. One dialog serves both, since the shared
 * Modal gives its title a fixed id that two dialogs on a page would repeat.
 */
export function GiveawayFooter() {
  const [open, setOpen] = useState(false);
  // Kept while the dialog closes, so its content does not change as it goes.
  const [topic, setTopic] = useState<Topic>('story');
  const { title, Body } = topics[topic];

  const show = (next: Topic) => {
    setTopic(next);
    setOpen(true);
  };

  return (
    <>
      <SiteFooter>
        <div className={styles.about}>
          <p className={styles.tagline}>A free book for the leader, a ${GIFT_CARD_DOLLARS} thank-you for you.</p>
          <ul className={styles.modalLinks}>
            {(Object.keys(topics) as Topic[]).map((key) => (
              <li key={key}>
                <button type="button" className={styles.modalLink} onClick={() => show(key)} aria-haspopup="dialog">
                  {topics[key].button}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </SiteFooter>
      <Modal open={open} onClose={() => setOpen(false)} title={title}>
        <Body />
      </Modal>
    </>
  );
}
