import { CardGrid } from '../../../../components/marketing/card-grid';
import { Section } from '../../../../components/ui/section';
import { MIN_PAYING_ENTERPRISE_CLIENTS } from '../../program/program-terms';
import { DetailsHeading } from './details-heading';
import styles from './details.module.css';

const intro = `The program is open to independent sales trainers with at least ${MIN_PAYING_ENTERPRISE_CLIENTS} enterprise clients currently paying for training. You bring the methodology and the relationships; Pitchlens makes your methodology measurable on every call.`;

export function AudienceSection() {
  return (
    <Section id="audience" labelledBy="audience-heading">
      <DetailsHeading id="audience-heading" eyebrow="Who it is for" title="Built for independent sales trainers with clients already paying" lead={intro} />
      <CardGrid as="div" columns={2} className={styles.columns}>
        <div className={styles.card}>
          <h3>You are a fit if you</h3>
          <ul className={styles.checklist}>
            <li>run your own sales-training practice with a named methodology or playbook</li>
            <li>have {MIN_PAYING_ENTERPRISE_CLIENTS} or more enterprise clients paying you for training today</li>
            <li>want recurring revenue between workshops instead of starting every quarter from zero</li>
            <li>care whether reps still use your framework 90 days after you leave the room</li>
          </ul>
        </div>
        <div className={styles.card}>
          <h3>It is not for</h3>
          <ul className={styles.crosslist}>
            <li>trainers still looking for their first enterprise client</li>
            <li>software resellers with no training practice of their own</li>
            <li>anyone who wants to white-label seats without coaching the teams that use them</li>
          </ul>
        </div>
      </CardGrid>
    </Section>
  );
}
