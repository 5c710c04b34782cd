import { Section } from '../../../components/ui/section';
import { guaranteeDays, guaranteeKpis, kpisToHit, pilot } from '../enterprise-pricing';
import blocks from './blocks.module.css';
import styles from './kpi-guarantee.module.css';

/** The performance guarantee: 2 of 3 KPIs within 30 days, or the pilot is extended or refunded. */
export function KpiGuarantee() {
  return (
    <Section tone="dark" labelledBy="guarantee-title">
      <h2 id="guarantee-title" className={blocks.heading}>
        The KPI Guarantee
      </h2>
      <p className={`${blocks.lead} ${styles.lead}`}>
        Your team hits at least {kpisToHit} of these 3 KPIs within {guaranteeDays} days. If it doesn’t, we extend your
        pilot to {pilot.extendedDays} days or refund 100% of the pilot fee. You carry none of the risk.
      </p>
      <ul className={blocks.grid}>
        {guaranteeKpis.map((kpi) => (
          <li key={kpi.name} className={styles.kpi}>
            <p className={styles.figure}>{kpi.figure}</p>
            <h3>{kpi.name}</h3>
            <p>{kpi.detail}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
