import type { AdminReportRange } from '@pitchlens/contracts';
import styles from './compare-toggle.module.css';

/**
 * Sets every figure against the previous period. The dated reports have one
 * only for a range with both dates (traffic always: its last 30 days), which
 * the hint says; the summary's windows always have theirs.
 */
export function CompareToggle({ checked, onChange, range }: { checked: boolean; onChange(next: boolean): void; range: AdminReportRange }) {
  const open = range.from === undefined || range.to === undefined;
  return (
    <div className={styles.toggle}>
      <label>
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby="compare-hint" /> Compare with the previous period
      </label>
      <span id="compare-hint" className={styles.hint}>
        {checked && open ? 'Choose both dates below to compare the funnel, UTM and revenue reports.' : 'The same number of days just before.'}
      </span>
    </div>
  );
}
