import { TitledSection } from '../../../components/marketing/titled-section';
import blocks from '../../../components/marketing/blocks.module.css';
import { formatUsd } from '../../../lib/format-usd';
import { supermetricsPilot, totalValue, valueStack } from './supermetrics-pilot';
import styles from './value-stack.module.css';

/** What the pilot includes, what it is worth, and what Supermetrics pays. */
export function ValueStack() {
  return (
    <TitledSection
      tone="soft"
      narrow
      titleId="value-title"
      title="Your Pilot Investment"
      lead="Three parts, one price, no long contract before you have seen the results."
    >
      <div className={styles.box}>
        <ul className={styles.parts}>
          {valueStack.map((part) => (
            <li key={part.item} className={styles.part}>
              <div>
                <h3 className={styles.item}>{part.item}</h3>
                <p className={blocks.muted}>{part.detail}</p>
              </div>
              <p className={styles.value}>
                <span className="visually-hidden">Value: </span>
                {formatUsd(part.value)}
              </p>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <div>
            <dt>Total value</dt>
            <dd className={styles.struck}>{formatUsd(totalValue)}</dd>
          </div>
          <div>
            <dt>Your investment</dt>
            <dd className={styles.price}>{formatUsd(supermetricsPilot.price)}</dd>
          </div>
        </dl>
      </div>
    </TitledSection>
  );
}
