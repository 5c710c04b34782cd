import type { ReactNode } from 'react';
import styles from './card-grid.module.css';

export interface CardGridLayout {
  /** Columns on a wide screen; every grid is one column below 768px. */
  columns: 2 | 3 | 4;
  /** Fewer columns at this width and below. */
  tablet?: { maxWidth: 1023 | 1000 | 959 | 900; columns: 1 | 2 };
  /** 1.25rem between the cards instead of 1.5rem. */
  tight?: boolean;
}

/** The grid's classes, for a list drawn by another component (CardList, StepList). */
export function cardGridClass({ columns, tablet, tight }: CardGridLayout, className?: string): string {
  return [
    styles.grid,
    styles[`columns${columns}`],
    tablet && styles[`tablet${tablet.maxWidth}`],
    tablet && styles[`tabletColumns${tablet.columns}`],
    tight && styles.tight,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Columns of as many cards as fit, each at least --card-grid-min wide (set on
 * `className`), on every screen.
 */
export function fluidGridClass(className?: string): string {
  return [styles.grid, styles.fluid, className].filter(Boolean).join(' ');
}

interface CardGridProps extends CardGridLayout {
  as?: 'ul' | 'ol' | 'div';
  id?: string;
  /** Sets --card-grid-gap, --card-grid-track or the grid's margins. */
  className?: string;
  children: ReactNode;
}

/** Cards in equal columns, fewer on narrower screens. */
export function CardGrid({ as: Grid = 'ul', id, className, children, ...layout }: CardGridProps) {
  return (
    <Grid id={id} className={cardGridClass(layout, className)}>
      {children}
    </Grid>
  );
}
