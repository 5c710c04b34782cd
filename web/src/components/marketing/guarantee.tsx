import type { ReactNode } from 'react';
import { Section } from '../ui/section';
import blocks from './blocks.module.css';
import styles from './guarantee.module.css';

export interface GuaranteeKpi {
  /** The target, in large type: "95%". */
  figure: string;
  /** A heading naming the KPI, when the text explains it further. */
  title?: string;
  text: string;
}

interface GuaranteeProps {
  title: string;
  lead: ReactNode;
  kpis: readonly GuaranteeKpi[];
  /** What happens when the targets are missed, under the cards. */
  remedy?: string;
}

/** The performance guarantee on a dark band: the KPIs a pilot is measured on. */
export function Guarantee({ title, lead, kpis, remedy }: GuaranteeProps) {
  return (
    <Section tone="dark" labelledBy="guarantee-title" className={styles.band}>
      <h2 id="guarantee-title" className={blocks.heading}>
        {title}
      </h2>
      <p className={blocks.lead}>{lead}</p>
      <ul className={blocks.grid}>
        {kpis.map((kpi) => (
          <li key={kpi.title ?? kpi.text} className={kpi.title ? `${blocks.darkCard} ${styles.kpi}` : `${blocks.darkCard} ${styles.kpi} ${styles.untitled}`}>
            <p className={blocks.figure}>{kpi.figure}</p>
            {kpi.title && <h3>{kpi.title}</h3>}
            <p>{kpi.text}</p>
          </li>
        ))}
      </ul>
      {remedy && <p className={styles.remedy}>{remedy}</p>}
    </Section>
  );
}
