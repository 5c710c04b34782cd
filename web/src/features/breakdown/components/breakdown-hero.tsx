import { Countdown } from '../../../components/countdown/countdown';
import { DarkHero } from '../../../components/marketing/dark-hero';
import hero from '../../../components/marketing/dark-hero.module.css';
import { BREAKDOWN_ROWS, NAMED_TECHNIQUES, PITCH_MINUTES } from '../breakdown-facts';
import { BreakdownEmailForm } from './breakdown-email-form';
import countdown from './countdown-pill.module.css';
import styles from './breakdown-hero.module.css';

/** Spec §4: the free offer runs for 24 hours from the visit. */
export const FREE_ACCESS_SECONDS = 24 * 60 * 60;

const promises = [
  `${BREAKDOWN_ROWS} timestamped rows, from the first second of silence to the final close`,
  `${NAMED_TECHNIQUES} named persuasion techniques, each with the psychology behind it`,
  'A “use it on your next call” note on every single row',
];

export function BreakdownHero() {
  return (
    <DarkHero as="header" className={styles.hero} innerClassName={styles.inner}>
      <p className={`${countdown.pill} ${styles.timer}`}>
        Free for the next <Countdown offer="breakdown-free-access" durationSeconds={FREE_ACCESS_SECONDS} label="Time left to get the free breakdown" className={countdown.clock} />
      </p>
      <h1 className={hero.title}>Every Persuasion Technique in a {PITCH_MINUTES}-Minute Sales Pitch, Mapped to the Second</h1>
      <p className={hero.lead}>
        We took one of the most studied live sales pitches around and logged every move it makes: what was said, when, and
        why it works on a buyer. Then we translated each one into something you can say on your next discovery or closing
        call.
      </p>
      <ul className={styles.promises}>
        {promises.map((promise) => (
          <li key={promise}>{promise}</li>
        ))}
      </ul>
      <BreakdownEmailForm />
    </DarkHero>
  );
}
