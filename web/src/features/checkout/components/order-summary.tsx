import type { ReactNode } from 'react';
import styles from './order-summary.module.css';

interface OrderSummaryProps {
  product: string;
  price: string;
  /** The struck-through regular price, when the offer has one. */
  regularPrice?: string;
  /** What the buyer gets, one line each. */
  includes: readonly string[];
  totalLabel?: string;
  total?: string;
  children?: ReactNode;
}

/** The summary beside a checkout form: what is bought, for how much, and what comes with it. */
export function OrderSummary({ product, price, regularPrice, includes, totalLabel = 'Due today', total, children }: OrderSummaryProps) {
  return (
    <>
      <h2 className={styles.heading}>Order summary</h2>
      <p className={styles.product}>{product}</p>
      <p className={styles.price}>
        <span className={styles.amount}>{price}</span>
        {regularPrice && (
          <span className={styles.regular}>
            <span className="visually-hidden">Regular price </span>
            {regularPrice}
          </span>
        )}
      </p>
      <ul className={styles.list}>
        {includes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {total && (
        <p className={styles.total}>
          <span>{totalLabel}</span>
          <span>{total}</span>
        </p>
      )}
      {children && <div className={styles.note}>{children}</div>}
    </>
  );
}
