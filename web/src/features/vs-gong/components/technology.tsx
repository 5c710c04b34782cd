import blocks from '../../../components/marketing/blocks.module.css';
import { CardList } from '../../../components/ui/card-list';
import { TitledSection } from '../../../components/marketing/titled-section';
import styles from './technology.module.css';

const blurbs = [
  {
    title: 'Methodology mapping',
    text: 'We turn your playbook, scripts and rubrics into the scoring model itself. A discovery call is judged by your discovery questions, a demo by your demo flow.',
  },
  {
    title: 'Contextual scoring',
    text: 'Each moment is read in the context of the call stage and your framework, so an objection handled your way scores higher than one handled merely politely.',
  },
  {
    title: 'Coaching engine',
    text: 'Missed-opportunity detection, improvement suggestions and trend detection turn every score into the next action for the rep and the manager.',
  },
];

/** What sits under the scores, in plain words. */
export function Technology() {
  return (
    <TitledSection tone="dark" titleId="technology-title" title="Built to Coach, Not Just to Record">
      <CardList items={blurbs} className={`${blocks.grid} ${styles.grid}`} cardClassName={blocks.darkCard} titleClassName={styles.title} />
    </TitledSection>
  );
}
