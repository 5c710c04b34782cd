import type { ReactNode } from 'react';
import blocks from './blocks.module.css';
import styles from './guarantee.module.css';
import { TitledSection } from './titled-section';

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
    <TitledSection tone="dark" titleId="guarantee-title" title={title} lead={lead}>
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
    </TitledSection>
  );
}
