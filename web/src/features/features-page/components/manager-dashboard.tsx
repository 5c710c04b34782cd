import card from '../../../components/marketing/card.module.css';
import { TitledSection } from '../../../components/marketing/titled-section';
import styles from './manager-dashboard.module.css';

const analytics = [
  { title: 'Rep performance', text: 'Scores for every rep, call over call, so you see who is improving and who has stalled.' },
  { title: 'Methodology adherence', text: 'How closely each rep follows each step of your framework, across the whole team.' },
  { title: 'Coaching recommendations', text: 'The one or two skills each rep should work on next, drawn from their own calls.' },
  { title: 'Trend detection', text: 'Patterns that repeat across calls and reps, caught while they are still habits and not lost deals.' },
];

// Illustration only: the bars show what the dashboard looks like, not real data.
const sampleAdherence = [
  { step: 'Discovery', percent: 82 },
  { step: 'Qualification', percent: 67 },
  { step: 'Objection handling', percent: 54 },
  { step: 'Next steps agreed', percent: 88 },
];

export function ManagerDashboard() {
  return (
    <TitledSection
      tone="soft"
      titleId="dashboard-heading"
      eyebrow="Manager dashboard"
      title="Coach the whole team from one screen"
      lead="Every scored call feeds the manager dashboard, so one-on-ones start from evidence instead of the last call you happened to hear."
    >
      <div className={styles.layout}>
        <ul className={styles.analytics}>
          {analytics.map((item) => (
            <li key={item.title}>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={card.text}>{item.text}</p>
            </li>
          ))}
        </ul>
        <figure className={styles.mock} aria-hidden="true">
          <figcaption className={styles.mockTitle}>Team adherence by step</figcaption>
          {sampleAdherence.map((row) => (
            <div key={row.step} className={styles.row}>
              <span className={styles.step}>{row.step}</span>
              <span className={styles.track}>
                <span className={styles.bar} style={{ width: `${row.percent}%` }} />
              </span>
              <span className={styles.percent}>{row.percent}%</span>
            </div>
          ))}
        </figure>
      </div>
    </TitledSection>
  );
}
