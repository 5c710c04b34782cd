import type { ReactNode } from 'react';
import { Section } from '../ui/section';
import blocks from './blocks.module.css';

interface ClosingBandProps {
  /** Id of the title, which names the band. */
  titleId?: string;
  title: ReactNode;
  text: ReactNode;
  /** Tunes the text, e.g. more room under it over a lone button. */
  textClassName?: string;
  /** The calls to action. */
  children: ReactNode;
}

/** The last ask of a page, on a dark band: a title, a few lines and the calls to action. */
export function ClosingBand({ titleId = 'closing-title', title, text, textClassName, children }: ClosingBandProps) {
  return (
    <Section tone="dark" narrow labelledBy={titleId}>
      <div className={blocks.closing}>
        <h2 id={titleId} className={blocks.closingTitle}>
          {title}
        </h2>
        <p className={textClassName ? `${blocks.closingText} ${textClassName}` : blocks.closingText}>{text}</p>
        {children}
      </div>
    </Section>
  );
}
