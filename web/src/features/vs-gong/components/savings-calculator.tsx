import { useId, useState } from 'react';
import { groupedDigits } from '@pitchlens/contracts';
import { TitledSection } from '../../../components/marketing/titled-section';
import { formatUsd } from '../../../lib/format-usd';
import { pricing } from '../pricing';
import { calculateSavings, MAX_SEATS, SEAT_PRESETS } from '../savings';
import { SavingsResultView } from './savings-result';
import styles from './savings-calculator.module.css';

/** Yearly savings for 20, 50 or 100 seats, or any team size typed in. */
export function SavingsCalculator() {
  const [seatsText, setSeatsText] = useState<string>(String(SEAT_PRESETS[0]));
  const inputId = useId();
  const hintId = useId();
  const result = calculateSavings(seatsText);

  return (
    <TitledSection
      id="calculator"
      titleId="calculator-title"
      title="What Would Your Team Save?"
      lead={
        <>
          Pick a team size or type your own. Pitchlens costs {formatUsd(pricing.pitchlensPerSeat)} per seat per year plus a{' '}
          {formatUsd(pricing.platformFee)} platform fee; Gong runs about {formatUsd(pricing.gongPerSeat)} per seat per year.
        </>
      }
    >
      <div className={styles.panel}>
        <div className={styles.controls}>
          <div role="group" aria-label="Common team sizes" className={styles.presets}>
            {SEAT_PRESETS.map((seats) => (
              <button
                key={seats}
                type="button"
                className={styles.preset}
                aria-pressed={seatsText === String(seats)}
                onClick={() => setSeatsText(String(seats))}
              >
                {seats} seats
              </button>
            ))}
          </div>
          <label htmlFor={inputId} className={styles.label}>
            Number of seats
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_SEATS}
            step={1}
            value={seatsText}
            aria-describedby={hintId}
            aria-invalid={!result.ok}
            onChange={(event) => setSeatsText(event.target.value)}
          />
          <p id={hintId} className={styles.hint}>
            Whole seats, from 0 to {groupedDigits(MAX_SEATS)}.
          </p>
        </div>
        <SavingsResultView result={result} />
      </div>
    </TitledSection>
  );
}
