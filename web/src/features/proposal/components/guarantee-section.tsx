import type { ProposalGuarantee } from '@pitchlens/contracts';
import { Section } from '../../../components/ui/section';
import view from './proposal-view.module.css';
import styles from './guarantee-section.module.css';

/** The KPI guarantee: most of the targets within the window, or the pilot is extended or refunded. */
export function GuaranteeSection({ guarantee }: { guarantee: ProposalGuarantee }) {
  return (
    <Section tone="dark" labelledBy="guarantee-title">
      <h2 id="guarantee-title" className={view.heading}>
        {guarantee.title}
      </h2>
      <p className={`${view.sublead} ${styles.lead}`}>
        Your team hits at least {guarantee.kpisRequired} of these {guarantee.kpis.length} KPIs within {guarantee.windowDays}{' '}
        days.
      </p>
      <ul className={view.grid}>
        {guarantee.kpis.map((kpi) => (
          <li key={kpi.label} className={styles.kpi}>
            <p className={styles.figure}>{kpi.target}</p>
            <p>{kpi.label}</p>
          </li>
        ))}
      </ul>
      <p className={styles.remedy}>{guarantee.remedy}</p>
    </Section>
  );
}
