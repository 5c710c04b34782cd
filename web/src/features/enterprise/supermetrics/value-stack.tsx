import { Section } from '../../../components/ui/section';
import blocks from '../../../components/marketing/blocks.module.css';
import { formatUsd } from '../../../lib/format-usd';
import { supermetricsPilot, totalValue, valueStack } from './supermetrics-pilot';
import styles from './value-stack.module.css';

/** What the pilot includes, what it is worth, and what Supermetrics pays. */
export function ValueStack() {
  return (
    <Section tone="soft" narrow labelledBy="value-title">
      <h2 id="value-title" className={blocks.heading}>
        Your Pilot Investment
      </h2>
      <p className={blocks.lead}>Three parts, one price, no long contract before you have seen the results.</p>
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
    </Section>
  );
}
