import { CardGrid } from '../../../components/marketing/card-grid';
import card from '../../../components/marketing/card.module.css';
import { SectionTitle } from '../../../components/marketing/section-heading';
import { Section } from '../../../components/ui/section';
import { AGENDA, SESSION_MINUTES } from '../session-facts';
import styles from './session-agenda.module.css';

/** Where each block of the 60 minutes starts, e.g. "0:15" for the second one. */
function startsAt(index: number): string {
  const minutes = AGENDA.slice(0, index).reduce((sum, block) => sum + block.minutes, 0);
  return `0:${String(minutes).padStart(2, '0')}`;
}

export function SessionAgenda() {
  return (
    <Section tone="soft" labelledBy="agenda-heading">
      <SectionTitle id="agenda-heading">Your {SESSION_MINUTES} Minutes, Planned to the Minute</SectionTitle>
      <CardGrid as="ol" columns={4} tablet={{ maxWidth: 1000, columns: 2 }} tight>
        {AGENDA.map((block, index) => (
          <li key={block.title} className={styles.block}>
            <p className={styles.time}>
              <span className={styles.start}>{startsAt(index)}</span>
              <span className={styles.length}>{block.minutes} min</span>
            </p>
            <h3 className={styles.title}>{block.title}</h3>
            <p className={card.text}>{block.detail}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
