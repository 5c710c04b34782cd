import { brand } from '@pitchlens/contracts';
import { CardGrid } from '../../../components/marketing/card-grid';
import { pitchlensReview, reviewSaving, totalMinutes, traditionalReview, type ReviewStep } from '../review-time';
import { ScoreMeter } from './score-meter';
import styles from './review-comparison.module.css';

const longest = totalMinutes(traditionalReview);

function ReviewColumn({ title, steps, highlight }: { title: string; steps: ReviewStep[]; highlight?: boolean }) {
  const total = totalMinutes(steps);
  return (
    <div className={`${styles.column} ${highlight ? styles.highlight : ''}`}>
      <h3 className={styles.columnTitle}>{title}</h3>
      <p className={styles.total}>
        <span className={styles.totalValue}>{total}</span> minutes per call
      </p>
      <ScoreMeter percent={(total / longest) * 100} className={styles.bar} />
      <ul className={styles.steps}>
        {steps.map((step) => (
          <li key={step.label} className={styles.step}>
            <span>{step.label}</span>
            <span className={styles.minutes}>{step.minutes} min</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec §1: 140 minutes of traditional review against 46 with the product. */
export function ReviewComparison() {
  const { minutesSaved, percentSaved } = reviewSaving(traditionalReview, pitchlensReview);
  return (
    <div className={styles.comparison}>
      <CardGrid as="div" columns={2}>
        <ReviewColumn title="Traditional call review" steps={traditionalReview} />
        <ReviewColumn title={`With ${brand.name}`} steps={pitchlensReview} highlight />
      </CardGrid>
      <p className={styles.saving}>
        <strong>{minutesSaved} minutes saved</strong> on every call you review, {percentSaved}% less time from dial to
        feedback.
      </p>
    </div>
  );
}
