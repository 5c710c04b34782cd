import { brand } from '@pitchlens/contracts';
import { Section } from '../../../components/ui/section';
import { DemoButtons } from './demo-buttons';
import styles from './closing-cta.module.css';

export function ClosingCta() {
  return (
    <Section tone="soft" narrow labelledBy="closing-heading" className={styles.cta}>
      <h2 id="closing-heading" className={styles.title}>
        See your own calls scored against your own playbook
      </h2>
      <p className={styles.text}>
        In 15 minutes we show you how {brand.name} maps your methodology, what a contextual scorecard looks like and how the
        manager dashboard turns scores into coaching.
      </p>
      <DemoButtons />
    </Section>
  );
}
