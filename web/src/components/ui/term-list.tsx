import styles from './term-list.module.css';

export interface Term {
  term: string;
  detail: string;
}

interface TermListProps {
  terms: readonly Term[];
  /** Sets --term-list-gap, or frames the list. */
  className?: string;
  termClassName?: string;
}

/** Terms of an offer, each named in bold over its detail. */
export function TermList({ terms, className, termClassName }: TermListProps) {
  return (
    <dl className={className ? `${styles.list} ${className}` : styles.list}>
      {terms.map(({ term, detail }) => (
        <div key={term} className={termClassName}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.detail}>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
