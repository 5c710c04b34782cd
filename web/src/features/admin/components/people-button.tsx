import type { ContactsCohort } from '@pitchlens/contracts';
import { createContext, useContext } from 'react';
import styles from './people-button.module.css';

/** Opens the contact table on the people behind a figure; the dashboard's overview provides it. */
export const OpenPeople = createContext<((cohort: ContactsCohort) => void) | null>(null);

interface PeopleButtonProps {
  cohort: ContactsCohort;
  /** How many people the figure counts. */
  count: number;
  /** Who they are, for the button's accessible name. */
  label: string;
  /** The figure as shown (with its change, when comparing). */
  text: string;
}

/**
 * A figure that opens the people it counts. Without a dashboard around it (or
 * for a figure of nobody), it is the figure alone.
 */
export function PeopleButton({ cohort, count, label, text }: PeopleButtonProps) {
  const open = useContext(OpenPeople);
  if (!open || count === 0) return <>{text}</>;
  return (
    <button type="button" className={styles.people} onClick={() => open(cohort)} aria-label={`${text}: show the ${count === 1 ? 'person' : `${count} people`}, ${label}`}>
      {text}
    </button>
  );
}
