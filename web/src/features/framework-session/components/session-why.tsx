import { CardGrid } from '../../../components/marketing/card-grid';
import { TitledSection } from '../../../components/marketing/titled-section';
import styles from './session-why.module.css';

const before = [
  'Calls are graded against a generic idea of a good call',
  'Reps hear advice that contradicts what their manager teaches',
  'Your stages and must-ask questions are invisible to the scores',
  'Setting up your own criteria alone takes weeks of trial and error',
];

const after = [
  'Every call is scored against the way your team is meant to sell',
  'Coaching notes use your stage names, your questions, your words',
  'Managers see exactly where each rep leaves your playbook',
  'Your framework is live in Pitchlens the day of the session',
];

const intro = (
  <>
    Out of the box, Pitchlens already finds strengths, missed opportunities and next steps on every call. Mapped to your
    framework, it tells each rep how the call measured up to <em>your</em> standard.
  </>
);

/** Why mapping matters: generic scores against scores in the customer's own language. */
export function SessionWhy() {
  return (
    <TitledSection
      titleId="why-heading"
      title="A Score Is Only as Useful as the Framework Behind It"
      lead={intro}
      headingClassName={styles.heading}
    >
      <CardGrid as="div" columns={2}>
        <div className={`${styles.column} ${styles.before}`}>
          <h3>Standard scoring</h3>
          <ul>
            {before.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className={`${styles.column} ${styles.after}`}>
          <h3>After your mapping session</h3>
          <ul>
            {after.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </CardGrid>
    </TitledSection>
  );
}
