import { formatUsd } from '../../../lib/format-usd';
import { pricing } from '../pricing';
import type { Savings, SavingsResult } from '../savings';
import styles from './savings-calculator.module.css';

function headline({ seats, savings, percentSaved }: Savings): string {
  if (savings > 0) return `You save ${formatUsd(savings)} a year, ${percentSaved}% less than Gong`;
  if (seats === 0) return 'No savings at 0 seats';
  return `No savings at ${seats} ${seats === 1 ? 'seat' : 'seats'}`;
}

/** Why a small team does not save: the platform fee outweighs the cheaper seats. */
function smallTeamNote({ seats, savings }: Savings): string | null {
  if (savings > 0) return null;
  const fee = formatUsd(pricing.platformFee);
  if (seats === 0) return `With no seats there is nothing to compare: Pitchlens would be the ${fee} platform fee alone.`;
  if (savings === 0) return `At ${seats} seats the ${fee} platform fee exactly cancels out the cheaper seats.`;
  return `Below 6 seats the ${fee} platform fee outweighs the cheaper seats, so Pitchlens costs ${formatUsd(-savings)} more a year.`;
}

/** The calculator's answer, announced to screen readers as it changes. */
export function SavingsResultView({ result }: { result: SavingsResult }) {
  const note = result.ok ? smallTeamNote(result.value) : null;
  return (
    <div className={styles.result} aria-live="polite" aria-atomic="true">
      {result.ok ? (
        <>
          <p className={result.value.savings > 0 ? styles.headline : styles.noSavings}>{headline(result.value)}</p>
          <dl className={styles.figures}>
            <div>
              <dt>Pitchlens per year</dt>
              <dd>{formatUsd(result.value.pitchlensCost)}</dd>
            </div>
            <div>
              <dt>Gong per year</dt>
              <dd>{formatUsd(result.value.gongCost)}</dd>
            </div>
            <div>
              <dt>Yearly savings</dt>
              <dd>{formatUsd(result.value.savings)}</dd>
            </div>
            <div>
              <dt>Saved</dt>
              <dd>{result.value.savings > 0 ? `${result.value.percentSaved}%` : 'None'}</dd>
            </div>
          </dl>
          {note && <p className={styles.note}>{note}</p>}
        </>
      ) : (
        <p className={styles.error}>{result.error}</p>
      )}
    </div>
  );
}
