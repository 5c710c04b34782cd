import { CardGrid } from '../../../components/marketing/card-grid';
import { SectionTitle } from '../../../components/marketing/section-heading';
import { Section } from '../../../components/ui/section';
import { SAMPLE_TACTICS } from '../breakdown-facts';
import styles from './tactics-preview.module.css';

/** Three real rows of the file, so the visitor sees exactly what they are getting. */
export function TacticsPreview({ heading }: { heading: string }) {
  return (
    <Section labelledBy="preview-heading">
      <SectionTitle id="preview-heading">{heading}</SectionTitle>
      <CardGrid columns={3} tablet={{ maxWidth: 900, columns: 1 }} tight>
        {SAMPLE_TACTICS.map((row) => (
          <li key={row.timestamp} className={styles.row}>
            <p className={styles.meta}>
              <span className={styles.time}>{row.timestamp}</span>
              <span className={styles.phase}>{row.phase}</span>
            </p>
            <h3 className={styles.technique}>{row.technique}</h3>
            <dl className={styles.fields}>
              <dt>What was said</dt>
              <dd>{row.said}</dd>
              <dt>Why it works</dt>
              <dd>{row.why}</dd>
            </dl>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
