import { useState } from 'react';
import { brand } from '@pitchlens/contracts';
import { useAppDispatch } from '../../../lib/store/hooks';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/store/toasts-slice';
import { sampleCall, sampleImprovements, sampleStrengths } from '../content/sample-call';
import { sectionIds } from '../home-sections';
import { FullReportModal } from './full-report-modal';
import { ReportHeader } from './report-header';
import styles from './sample-report.module.css';

/** Shares a link to this sample: the system share sheet where there is one, otherwise the clipboard. */
function useShareResults() {
  const dispatch = useAppDispatch();
  return async () => {
    const url = `${window.location.origin}${window.location.pathname}#${sectionIds.product}`;
    const text = `A ${brand.name} sample: a sales call scored ${sampleCall.score}/100 with coaching notes in under a minute.`;
    if (navigator.share) {
      // Closing the share sheet rejects; that is the visitor's choice, not an error.
      await navigator.share({ title: `${brand.name} sample report`, text, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      dispatch(showToast({ title: 'Link copied', description: 'Paste it anywhere to share this sample report.' }));
    } catch {
      dispatch(showToast({ title: 'Could not copy the link', description: url, variant: 'destructive' }));
    }
  };
}

export function SampleReport() {
  const [fullReportOpen, setFullReportOpen] = useState(false);
  const shareResults = useShareResults();
  return (
    <article className={styles.report} aria-labelledby="sample-report-title">
      <ReportHeader
        as="header"
        kicker="Sample report"
        title={
          <h3 id="sample-report-title" className={styles.title}>
            {sampleCall.title}
          </h3>
        }
        score={
          <p className={styles.score}>
            <span className={styles.scoreValue}>{sampleCall.score}</span>
            <span className={styles.scoreLabel}>overall score</span>
          </p>
        }
        className={styles.header}
      />
      <div className={styles.columns}>
        <div className={`${styles.column} ${styles.strengths}`}>
          <h4 className={styles.columnTitle}>Strengths</h4>
          <ul className={styles.list}>
            {sampleStrengths.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className={`${styles.column} ${styles.improve}`}>
          <h4 className={styles.columnTitle}>Areas to Improve</h4>
          <ul className={styles.list}>
            {sampleImprovements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.actions}>
        <Button onClick={() => setFullReportOpen(true)}>View Full Report</Button>
        <Button variant="secondary" onClick={() => void shareResults()}>
          Share Results
        </Button>
      </div>
      <FullReportModal open={fullReportOpen} onClose={() => setFullReportOpen(false)} />
    </article>
  );
}
