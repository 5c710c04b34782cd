import { fluidGridClass } from '../../../../components/marketing/card-grid';
import { Section } from '../../../../components/ui/section';
import { CONTRACT, IMPLEMENTATION_FEE, QUALITY_GATE } from '../../program/program-terms';
import { formatUsd } from '../../../../lib/format-usd';
import { DetailsHeading } from './details-heading';
import styles from './details.module.css';

const bonuses = [
  {
    value: `${formatUsd(IMPLEMENTATION_FEE.amount)} value`,
    title: 'Implementation, waived',
    text: `The ${formatUsd(IMPLEMENTATION_FEE.amount)} implementation fee is waived for the first ${IMPLEMENTATION_FEE.waivedForFirstPartners} partners. You start at ${formatUsd(0)} setup.`,
  },
  {
    value: `${CONTRACT.rateLockMonths}-month lock`,
    title: 'Founder wholesale rate',
    text: `Your seat rate cannot rise for ${CONTRACT.rateLockMonths} months, so the margin you quote clients this year is the margin you keep next year.`,
  },
  {
    value: `${QUALITY_GATE.reviewCallMinutes}-minute review`,
    title: 'Your framework built in',
    text: 'On your methodology review call we map your scripts, playbooks and rubrics into scoring, so every client call is graded the way you teach.',
  },
  {
    value: 'For every client',
    title: 'Manager dashboard included',
    text: 'Your clients’ managers see rep performance, methodology adherence and coaching recommendations — proof that your training is sticking.',
  },
];

export function BonusesSection() {
  return (
    <Section id="bonuses" labelledBy="bonuses-heading">
      <DetailsHeading id="bonuses-heading" eyebrow="Founder Partner bonuses" title="What the first partners get that later partners won’t" />
      <ul className={fluidGridClass(`${styles.cards} ${styles.fluid}`)}>
        {bonuses.map((bonus) => (
          <li key={bonus.title} className={styles.card}>
            <span className={styles.cardValue}>{bonus.value}</span>
            <h3>{bonus.title}</h3>
            <p>{bonus.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
