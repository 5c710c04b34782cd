import { Section } from '../../../components/ui/section';
import { BONUSES } from '../session-facts';
import styles from './session-bonuses.module.css';

export function SessionBonuses() {
  return (
    <Section labelledBy="bonuses-heading">
      <h2 id="bonuses-heading" className={styles.heading}>
        Included With Your Session
      </h2>
      <ul className={styles.bonuses}>
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
              <p className={styles.detail}>{bonus.detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
