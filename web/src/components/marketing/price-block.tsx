import type { ReactNode } from 'react';
import blocks from './blocks.module.css';
import styles from './price-block.module.css';

interface PriceBlockProps {
  /** 'li' when the block is one of a list of plans. */
  as?: 'article' | 'li';
  /** The card look around the block. */
  className?: string;
  title: string;
  amount: string;
  /** What the amount buys, after it in smaller type: "per year". */
  per?: string;
  /** The terms under the price. */
  children: ReactNode;
}

/** One price: what it is for, the amount in large type, and its terms. */
export function PriceBlock({ as: Box = 'article', className, title, amount, per, children }: PriceBlockProps) {
  return (
    <Box className={className}>
      <h3>{title}</h3>
      <p className={`${blocks.figure} ${styles.amount}`}>
        {amount}
        {per && <span className={styles.per}> {per}</span>}
      </p>
      {children}
    </Box>
  );
}
