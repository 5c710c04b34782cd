import { Modal } from '../../../components/ui/modal';
import { sampleCall, sampleCoachingActions, sampleStages } from '../content/sample-call';
import { ScoreMeter } from './score-meter';
import styles from './full-report-modal.module.css';

export function FullReportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={`Full report: ${sampleCall.title}`}>
      <p className={styles.summary}>
        Overall score <strong>{sampleCall.score}/100</strong>, analyzed in {sampleCall.analysedInSeconds} seconds. Missed
        opportunity: {sampleCall.missedOpportunity.toLowerCase()}.
      </p>
      <h3 className={styles.heading}>Score by stage</h3>
      <ul className={styles.stages}>
        {sampleStages.map((item) => (
          <li key={item.stage} className={styles.stage}>
            <span>{item.stage}</span>
            <strong>{item.score}</strong>
            <ScoreMeter percent={item.score} className={styles.bar} />
          </li>
        ))}
      </ul>
      <h3 className={styles.heading}>Coaching actions for the next call</h3>
      <ol className={styles.actions}>
        {sampleCoachingActions.map((action) => (
          <li key={action}>{action}</li>
        ))}
      </ol>
    </Modal>
  );
}
