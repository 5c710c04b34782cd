import { cardGridClass } from '../../../components/marketing/card-grid';
import card from '../../../components/marketing/card.module.css';
import { SectionTitle } from '../../../components/marketing/section-heading';
import { Section } from '../../../components/ui/section';
import { buttonClass } from '../../../components/ui/button';
import { CardList } from '../../../components/ui/card-list';
import { BREAKDOWN_FORM_ID } from './breakdown-email-form';
import styles from './breakdown-audience.module.css';

const audiences = [
  {
    title: 'Sales reps',
    text: 'Borrow proven openers, questions and closes, and know why each one lands before you try it on a live buyer.',
  },
  {
    title: 'Sales managers',
    text: 'Run your next team meeting on one phase at a time: play the moment, read the row, role-play it on your own deals.',
  },
  {
    title: 'Enablement leaders',
    text: 'Drop a ready-made technique library into onboarding, with a shared vocabulary your whole team can coach against.',
  },
  {
    title: 'Sales trainers',
    text: 'Use the timestamps as a teaching reel: every named technique comes with the moment it appears and the reason it works.',
  },
];

/** Who gets the most out of the file, and a way back up to the form. */
export function BreakdownAudience() {
  return (
    <Section tone="soft" labelledBy="audience-heading">
      <SectionTitle id="audience-heading">Built for People Who Sell for a Living</SectionTitle>
      <CardList
        items={audiences}
        className={cardGridClass({ columns: 4, tablet: { maxWidth: 1000, columns: 2 }, tight: true })}
        cardClassName={styles.card}
        titleClassName={styles.who}
        textClassName={card.text}
      />
      <div className={styles.cta}>
        <p className={styles.ctaText}>It is free for 24 hours. One email and it is yours.</p>
        <a href={`#${BREAKDOWN_FORM_ID}`} className={buttonClass({ size: 'lg' })}>
          Get the Breakdown Now
        </a>
      </div>
    </Section>
  );
}
