import styles from './proposal-view.module.css';

/** A list of points, each with a check mark. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className={styles.checks}>
      {items.map((item) => (
        <li key={item}>
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
