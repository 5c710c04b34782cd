import type { ComponentProps } from 'react';
import { SectionHeading } from '../../../../components/marketing/section-heading';
import styles from './details.module.css';

type DetailsHeadingProps = Omit<ComponentProps<typeof SectionHeading>, 'align' | 'className'>;

/** A program-details section's opening, set flush left; the content under it brings its own room. */
export function DetailsHeading(props: DetailsHeadingProps) {
  return <SectionHeading {...props} align="start" className={styles.heading} />;
}
