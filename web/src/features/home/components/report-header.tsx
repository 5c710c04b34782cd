import type { ReactNode } from 'react';
import styles from './report-header.module.css';

interface ReportHeaderProps {
  as?: 'div' | 'header';
  kicker: string;
  /** The report's title element. */
  title: ReactNode;
  /** The score, on the right. */
  score: ReactNode;
  /** Sets the header's custom properties (report-header.module.css). */
  className?: string;
}

/** The top of a sample report: its label and title, the score beside them. */
export function ReportHeader({ as: Box = 'div', kicker, title, score, className }: ReportHeaderProps) {
  return (
    <Box className={className ? `${styles.header} ${className}` : styles.header}>
      <div>
        <p className={styles.kicker}>{kicker}</p>
        {title}
      </div>
      {score}
    </Box>
  );
}
