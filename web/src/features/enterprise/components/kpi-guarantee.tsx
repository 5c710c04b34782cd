import { PILOT_GUARANTEE } from '@pitchlens/contracts';
import { Guarantee } from '../../../components/marketing/guarantee';
import { guaranteeKpis } from '../enterprise-pricing';

/** The performance guarantee: the KPIs, and what happens when the pilot misses them. */
export function KpiGuarantee() {
  return <Guarantee title="The KPI Guarantee" lead={`${PILOT_GUARANTEE} You carry none of the risk.`} kpis={guaranteeKpis} />;
}
