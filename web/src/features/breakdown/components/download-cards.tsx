import { useState, type MouseEvent } from 'react';
import { brand } from '@pitchlens/contracts';
import { CardGrid } from '../../../components/marketing/card-grid';
import card from '../../../components/marketing/card.module.css';
import eyebrow from '../../../components/marketing/eyebrow.module.css';
import { buttonClass, ExternalButtonLink } from '../../../components/ui/button';
import { knownEmail, trackDownload } from '../../../lib/tracking/tracking-client';
import { BREAKDOWN_ROWS, NAMED_TECHNIQUES, PITCH_MINUTES, TACTICS_CSV_URL, TACTICS_FILE_NAME } from '../breakdown-facts';
import { startDownload } from '../start-download';
import styles from './download-cards.module.css';

/** The two downloads (spec §2); the spreadsheet is fetched only once its download is recorded (§7). */
export function DownloadCards() {
  const [started, setStarted] = useState(false);

  const downloadTactics = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    await trackDownload(TACTICS_FILE_NAME, knownEmail() ?? undefined);
    startDownload(TACTICS_CSV_URL);
    setStarted(true);
  };

  return (
    <CardGrid as="div" columns={2}>
      <article className={styles.card}>
        <p className={`${eyebrow.eyebrow} ${styles.kind}`}>Spreadsheet · CSV</p>
        <h2 className={styles.title}>The Tactics Spreadsheet</h2>
        <p className={`${card.text} ${styles.text}`}>
          {BREAKDOWN_ROWS} rows covering all {PITCH_MINUTES} minutes and {NAMED_TECHNIQUES} named techniques. Opens in Excel,
          Google Sheets or Numbers; sort it by phase or filter it by technique.
        </p>
        <a href={TACTICS_CSV_URL} download={TACTICS_FILE_NAME} onClick={downloadTactics} className={buttonClass({ size: 'lg', block: true })}>
          Download the Spreadsheet
        </a>
        <p className={styles.status} role="status">
          {started ? 'Your download has started. Check your downloads folder.' : ''}
        </p>
      </article>
      <article className={styles.card}>
        <p className={`${eyebrow.eyebrow} ${styles.kind}`}>Document · opens in a new tab</p>
        <h2 className={styles.title}>The Full Written Analysis</h2>
        <p className={`${card.text} ${styles.text}`}>
          The story behind the rows: how each phase sets up the next, where the pitch builds tension and releases it, and the
          handful of moves worth copying first.
        </p>
        <ExternalButtonLink href={brand.fullAnalysisUrl} variant="secondary" size="lg" block>
          Read the Full Analysis
        </ExternalButtonLink>
        <p className={styles.hint}>Opens on {new URL(brand.fullAnalysisUrl).host}</p>
      </article>
    </CardGrid>
  );
}
