import { Section } from '../../../components/ui/section';
import { buttonClass } from '../../../components/ui/button';
import { BREAKDOWN_FORM_ID } from './breakdown-email-form';
import styles from './breakdown-audience.module.css';

const audiences = [
  {
    who: 'Sales reps',
    gain: 'Borrow proven openers, questions and closes, and know why each one lands before you try it on a live buyer.',
  },
  {
    who: 'Sales managers',
    gain: 'Run your next team meeting on one phase at a time: play the moment, read the row, role-play it on your own deals.',
  },
  {
    who: 'Enablement leaders',
    gain: 'Drop a ready-made technique library into onboarding, with a shared vocabulary your whole team can coach against.',
  },
  {
    who: 'Sales trainers',
    gain: 'Use the timestamps as a teaching reel: every named technique comes with the moment it appears and the reason it works.',
  },
];

/** Who gets the most out of the file, and a way back up to the form. */
export function BreakdownAudience() {
  return (
    <Section tone="soft" labelledBy="audience-heading">
      <h2 id="audience-heading" className={styles.heading}>
        Built for People Who Sell for a Living
      </h2>
      <ul className={styles.grid}>
        {audiences.map((audience) => (
          <li key={audience.who} className={styles.card}>
            <h3 className={styles.who}>{audience.who}</h3>
            <p className={styles.gain}>{audience.gain}</p>
          </li>
        ))}
      </ul>
      <div className={styles.cta}>
        <p className={styles.ctaText}>It is free for 24 hours. One email and it is yours.</p>
        <a href={`#${BREAKDOWN_FORM_ID}`} className={buttonClass({ size: 'lg' })}>
          Get the Breakdown Now
        </a>
      </div>
    </Section>
  );
}
