import { brand } from '@pitchlens/contracts';
import { DemoButtons } from './demo-buttons';
import styles from './features-hero.module.css';

export function FeaturesHero() {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{brand.name} features</p>
        <h1 className={styles.title}>Call scoring that knows how your team is meant to sell</h1>
        <p className={styles.lead}>
          Generic AI grades every call against the same textbook. {brand.name} learns your scripts, playbooks and rubrics
          first, then scores each call in about 60 seconds against your own methodology, and tells every rep what to do
          differently on the next one.
        </p>
        <DemoButtons />
        <ul className={styles.proof}>
          <li>Scores in about 60 seconds</li>
          <li>Your framework, not a generic one</li>
          <li>Zoom, Teams, Google Meet, CRM and Slack</li>
        </ul>
      </div>
    </div>
  );
}
