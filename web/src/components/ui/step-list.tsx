import type { CardItem } from './card-list';
import styles from './card-list.module.css';

interface StepListProps {
  steps: readonly CardItem[];
  className?: string;
  stepClassName?: string;
  numberClassName?: string;
  titleClassName?: string;
  textClassName?: string;
}

/** Numbered steps, each a heading and one paragraph; the number is decoration, the list order carries it. */
export function StepList({ steps, className, stepClassName, numberClassName, titleClassName, textClassName }: StepListProps) {
  return (
    <ol className={className ? `${styles.list} ${className}` : styles.list}>
      {steps.map((step, index) => (
        <li key={step.title} className={stepClassName}>
          <span className={numberClassName} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={titleClassName}>{step.title}</h3>
          <p className={textClassName}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
