import { CardGrid } from '../../../components/marketing/card-grid';
import card from '../../../components/marketing/card.module.css';
import { SectionTitle } from '../../../components/marketing/section-heading';
import { Section } from '../../../components/ui/section';
import { BONUSES } from '../session-facts';
import styles from './session-bonuses.module.css';

export function SessionBonuses() {
  return (
    <Section labelledBy="bonuses-heading">
      <SectionTitle id="bonuses-heading">Included With Your Session</SectionTitle>
      <CardGrid columns={2} tight>
        {BONUSES.map((bonus) => (
          <li key={bonus.title} className={styles.bonus}>
            <span className={styles.icon} aria-hidden="true">
              ★
            </span>
            <div>
              <h3 className={styles.title}>
                {bonus.title}
                {bonus.value && <span className={styles.value}>{bonus.value}</span>}
              </h3>
              <p className={card.text}>{bonus.detail}</p>
            </div>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
