import { TitledSection } from '../../../components/marketing/titled-section';
import styles from './technologies.module.css';

const technologies = [
  {
    short: 'FIM',
    name: 'Framework Intelligence Mapping',
    summary: 'Turns your sales methodology into a map the AI can score against.',
    points: [
      'Reads your scripts, playbooks and rubrics and breaks them into stages, required behaviours and talk tracks',
      'Places every moment of a call on that map, so it knows which step the rep was in',
      'Spots the steps that were skipped, rushed or handled out of order',
    ],
  },
  {
    short: 'RAS',
    name: 'Rubric-Aligned Scoring',
    summary: 'Scores each call with the criteria and weights of your own rubric.',
    points: [
      'Every criterion on your scorecard gets its own score, weighted the way you weight it',
      'Each score links to the part of the call it is based on, so reps can see why',
      'Scores mean the same across reps, teams and weeks, which makes trends worth trusting',
    ],
  },
];

export function Technologies() {
  return (
    <TitledSection
      tone="dark"
      titleId="technologies-heading"
      eyebrow="Under the hood"
      title="Two technologies built for context"
      lead="Contextual scoring rests on two pieces: one that understands your framework, and one that grades against it."
    >
      <div className={styles.grid}>
        {technologies.map((technology) => (
          <article key={technology.short} className={styles.card} aria-labelledby={`technology-${technology.short}`}>
            <p className={styles.badge} aria-hidden="true">
              {technology.short}
            </p>
            <h3 id={`technology-${technology.short}`} className={styles.name}>
              {technology.name} ({technology.short})
            </h3>
            <p className={styles.summary}>{technology.summary}</p>
            <ul className={styles.points}>
              {technology.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </TitledSection>
  );
}
