import { GIVEAWAY_BOOKS, MAX_REFERRALS_PER_SUBMISSION } from '@pitchlens/contracts';
import { DarkHero } from '../../../components/marketing/dark-hero';
import hero from '../../../components/marketing/dark-hero.module.css';
import { buttonClass } from '../../../components/ui/button';
import { DEMO_MINUTES, GIFT_CARD_DOLLARS, GIVEAWAY_DAYS, HOW_IT_WORKS_ID, REFERRAL_FORM_ID } from '../giveaway-offer';
import { BookIllustration } from './book-illustration';
import styles from './giveaway-hero.module.css';

/** `booksRemaining`: the server's figure, or the giveaway's full count until it arrives. */
export function GiveawayHero({ booksRemaining }: { booksRemaining: number }) {
  return (
    <DarkHero labelledBy="giveaway-title" className={styles.hero} innerClassName={styles.inner}>
      <div className={styles.copy}>
        <p className={`${hero.badge} ${styles.eyebrow}`}>Free book giveaway · only {GIVEAWAY_BOOKS} copies</p>
        <h1 id="giveaway-title" className={hero.title}>
          Send a Sales Leader a Free Book. Get a ${GIFT_CARD_DOLLARS} Amazon Gift Card.
        </h1>
        <p className={hero.lead}>
          Know a sales enablement leader or sales manager who spends their week coaching reps? Introduce them in two
          minutes. They get a free book and a {DEMO_MINUTES}-minute look at how Pitchlens scores a sales call in about
          60 seconds. When they attend, you get ${GIFT_CARD_DOLLARS}.
        </p>
        <div className={`${hero.actions} ${hero.stacked}`}>
          <a href={`#${REFERRAL_FORM_ID}`} className={buttonClass({ variant: 'danger', size: 'lg' })}>
            Refer Up to {MAX_REFERRALS_PER_SUBMISSION} Leaders
          </a>
          <a href={`#${HOW_IT_WORKS_ID}`} className={buttonClass({ variant: 'light', size: 'lg' })}>
            See How It Works
          </a>
        </div>
        <ul className={styles.facts}>
          <li>
            <strong>${GIFT_CARD_DOLLARS}</strong> per referral who attends
          </li>
          <li>
            <strong>{booksRemaining}</strong> books remaining
          </li>
          <li>
            <strong>{GIVEAWAY_DAYS} days</strong> to claim a copy
          </li>
        </ul>
      </div>
      <BookIllustration />
    </DarkHero>
  );
}
