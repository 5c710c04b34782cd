import type { ReactNode } from 'react';
import styles from './card-list.module.css';

interface NumberedListProps<Item> {
  items: readonly Item[];
  keyOf(item: Item): string;
  className?: string;
  itemClassName?: string;
  numberClassName?: string;
  /** What follows the item's number. */
  children(item: Item, index: number): ReactNode;
}

/** An ordered list whose items open with their number; the number is decoration, the list order carries it. */
export function NumberedList<Item>({ items, keyOf, className, itemClassName, numberClassName, children }: NumberedListProps<Item>) {
  return (
    <ol className={className ? `${styles.list} ${className}` : styles.list}>
      {items.map((item, index) => (
        <li key={keyOf(item)} className={itemClassName}>
          <span className={numberClassName} aria-hidden="true">
            {index + 1}
          </span>
          {children(item, index)}
        </li>
      ))}
    </ol>
  );
}
