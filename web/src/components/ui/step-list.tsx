import type { CardItem } from './card-list';
import { NumberedList } from './numbered-list';

interface StepListProps {
  steps: readonly CardItem[];
  className?: string;
  stepClassName?: string;
  numberClassName?: string;
  titleClassName?: string;
  textClassName?: string;
}

/** Numbered steps, each a heading and one paragraph. */
export function StepList({ steps, className, stepClassName, numberClassName, titleClassName, textClassName }: StepListProps) {
  return (
    <NumberedList items={steps} keyOf={(step) => step.title} className={className} itemClassName={stepClassName} numberClassName={numberClassName}>
      {(step) => (
        <>
          <h3 className={titleClassName}>{step.title}</h3>
          <p className={textClassName}>{step.text}</p>
        </>
      )}
    </NumberedList>
  );
}
