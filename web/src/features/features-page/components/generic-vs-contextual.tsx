import { brand } from '@pitchlens/contracts';
import { TitledSection } from '../../../components/marketing/titled-section';
import styles from './generic-vs-contextual.module.css';

const rows = [
  {
    aspect: 'What a call is measured against',
    generic: 'One model of a “good call” for every company',
    contextual: 'Your own scripts, playbooks and rubrics',
  },
  {
    aspect: 'Feedback a rep receives',
    generic: 'Broad tips such as “ask more questions” or “talk less”',
    contextual: 'The step of your methodology that was missed, and the moment it happened',
  },
  {
    aspect: 'What a score means',
    generic: 'A number your managers cannot map to their own grading',
    contextual: 'The same criteria and weights your managers already score with',
  },
  {
    aspect: 'Fit with training',
    generic: 'Advice that can contradict what reps were taught',
    contextual: 'Reinforces the language and steps of your own training',
  },
  {
    aspect: 'What managers see',
    generic: 'Talk ratios and keyword counts',
    contextual: 'Methodology adherence per rep and per step, with coaching recommendations',
  },
  {
    aspect: 'Time to feedback',
    generic: 'Whenever a manager finds time to listen',
    contextual: 'About 60 seconds after the call is uploaded',
  },
];

export function GenericVsContextual() {
  const contextualLabel = `${brand.name} contextual scoring`;
  return (
    <TitledSection
      tone="soft"
      titleId="comparison-heading"
      eyebrow="Generic vs contextual"
      title="Same call, two very different reviews"
      lead="Generic scoring tells a rep how an average call went. Contextual scoring tells them how their call went against the way your team wins deals."
    >
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Aspect</span>
            </th>
            <th scope="col">Generic call scoring</th>
            <th scope="col" className={styles.ours}>
              {contextualLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.aspect}>
              <th scope="row">{row.aspect}</th>
              <td data-label="Generic call scoring">{row.generic}</td>
              <td data-label={contextualLabel} className={styles.ours}>
                {row.contextual}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TitledSection>
  );
}
