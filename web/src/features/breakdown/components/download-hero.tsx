import { Section } from '../../../components/ui/section';
import { DownloadCards } from './download-cards';
import styles from './download-hero.module.css';

export function DownloadHero() {
  return (
    <Section labelledBy="download-title">
      <div className={styles.intro}>
        <p className={styles.badge}>Unlocked</p>
        <h1 id="download-title" className={styles.title}>
          Your Pitch Breakdown Is Ready
        </h1>
        <p className={styles.lead}>
          Save both now: the spreadsheet to share with your team, the analysis to read before your next big call.
        </p>
      </div>
      <DownloadCards />
    </Section>
  );
}
