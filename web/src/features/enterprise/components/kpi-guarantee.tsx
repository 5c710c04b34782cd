import { Section } from '../../../components/ui/section';
import { PILOT_GUARANTEE } from '@pitchlens/contracts';
import { guaranteeKpis } from '../enterprise-pricing';
import blocks from './blocks.module.css';
import styles from './kpi-guarantee.module.css';

/** The performance guarantee: the KPIs, and what happens when the pilot misses them. */
export function KpiGuarantee() {
  return (
    <Section tone="dark" labelledBy="guarantee-title">
      <h2 id="guarantee-title" className={blocks.heading}>
        The KPI Guarantee
      </h2>
      <p className={`${blocks.lead} ${styles.lead}`}>
        {PILOT_GUARANTEE} You carry none of the risk.
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
