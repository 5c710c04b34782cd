import styles from './card-list.module.css';

export interface CardItem {
  title: string;
  text: string;
}

interface CardListProps {
  items: readonly CardItem[];
  /** The grid (or stack) the cards sit in. */
  className?: string;
  cardClassName?: string;
  titleClassName?: string;
  textClassName?: string;
}

/** A list of cards, each a heading and one paragraph; the page's CSS module gives it its look. */
export function CardList({ items, className, cardClassName, titleClassName, textClassName }: CardListProps) {
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list}>
      {items.map((item) => (
        <li key={item.title} className={cardClassName}>
          <h3 className={titleClassName}>{item.title}</h3>
          <p className={textClassName}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
