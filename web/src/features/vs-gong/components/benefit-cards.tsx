import blocks from '../../../components/marketing/blocks.module.css';
import { TitledSection } from '../../../components/marketing/titled-section';
import { formatUsd } from '../../../lib/format-usd';
import { PILOT_LENGTH } from '@pitchlens/contracts';
import { maxSavingPercent, pricing } from '../pricing';
import styles from './benefit-cards.module.css';

const benefits = [
  {
    figure: `Up to ${maxSavingPercent}%`,
    title: 'Lower yearly cost',
    text: `${formatUsd(pricing.pitchlensPerSeat)} per seat per year against about ${formatUsd(pricing.gongPerSeat)}, so the whole team gets a seat, not just the top performers.`,
  },
  {
    figure: 'Every call',
    title: 'Scored your way',
    text: 'Every call is scored against your own scripts, playbooks and rubrics instead of generic talk metrics.',
  },
  {
    figure: '60 sec',
    title: 'From call to coaching',
    text: 'Scores, missed opportunities and specific improvement suggestions about a minute after each call.',
  },
  {
    figure: '24–48 h',
    title: 'To go live',
    text: `Set up in days, not the 4–6 weeks a typical rollout takes, and proven in a ${PILOT_LENGTH}.`,
  },
];

/** The four reasons teams move, each with its number. */
export function BenefitCards() {
  return (
    <TitledSection
      titleId="benefits-title"
      title="Why Sales Teams Switch"
      lead="Conversation intelligence tells you what was said. Pitchlens tells each rep what to do differently next call."
    >
      <ul className={blocks.grid}>
        {benefits.map((benefit) => (
          <li key={benefit.title} className={blocks.card}>
            <span className={`${blocks.figure} ${styles.figure}`}>{benefit.figure}</span>
            <h3>{benefit.title}</h3>
            <p className={blocks.muted}>{benefit.text}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
