import type { ProposalGuarantee } from '@pitchlens/contracts';
import { Guarantee } from '../../../components/marketing/guarantee';

/** The KPI guarantee: most of the targets within the window, or the pilot is extended or refunded. */
export function GuaranteeSection({ guarantee }: { guarantee: ProposalGuarantee }) {
  return (
    <Guarantee
      title={guarantee.title}
      lead={
        <>
          Your team hits at least {guarantee.kpisRequired} of these {guarantee.kpis.length} KPIs within {guarantee.windowDays}{' '}
          days.
        </>
      }
      kpis={guarantee.kpis.map((kpi) => ({ figure: kpi.target, text: kpi.label }))}
      remedy={guarantee.remedy}
    />
  );
}
