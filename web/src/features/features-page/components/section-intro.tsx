import styles from './section-intro.module.css';

interface SectionIntroProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  tone?: 'light' | 'dark';
}

/** The eyebrow, heading and lead that open each section of the page. */
export function SectionIntro({ id, eyebrow, title, lead, tone = 'light' }: SectionIntroProps) {
  return (
    <div className={`${styles.intro} ${tone === 'dark' ? styles.dark : ''}`}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
