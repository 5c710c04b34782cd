import styles from './faq.module.css';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions that open in place; works without JavaScript. */
export function Faq({ items, heading = 'Frequently Asked Questions' }: { items: FaqItem[]; heading?: string }) {
  return (
    <section className={styles.faq} aria-labelledby="faq-heading">
      <h2 id="faq-heading">{heading}</h2>
      {items.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
