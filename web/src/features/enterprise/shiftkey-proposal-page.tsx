import { KpiGuarantee } from './components/kpi-guarantee';
import { ProposalLayout } from './components/proposal-layout';
import { formatUsd } from '../../lib/format-usd';
import { pilot } from './enterprise-pricing';
import { ExpansionPlan } from './shiftkey/expansion-plan';
import { FounderQuote } from './shiftkey/founder-quote';
import { FounderRateBanner } from './shiftkey/founder-rate-banner';
import { PainPoints } from './shiftkey/pain-points';
import { PricingComparison } from './shiftkey/pricing-comparison';
import { ShiftkeyComparison } from './shiftkey/shiftkey-comparison';
import { shiftkeyEmail } from './shiftkey/shiftkey-email';
import { ShiftkeyTimeline } from './shiftkey/shiftkey-timeline';

/** /enterprise/shiftkey: a static, named-prospect proposal (spec §2 "Enterprise"). */
export default function ShiftkeyProposalPage() {
  return (
    <ProposalLayout
      prospect="ShiftKey"
      title="One Methodology, Coached on Every Call, Across Every ShiftKey Team"
      lead="A three-phase plan: prove Pitchlens with your BDRs, extend it to your SaaS sellers, then roll it out to the marketplace team, each phase earned by the results of the last."
      email={shiftkeyEmail}
      heroAction="Email Us to Start Phase 1"
      facts={['BDRs: 4 seats', 'SaaS sellers: 20 seats', 'Marketplace: 100+ seats']}
      closing={{
        title: 'Ready to Start With the BDRs?',
        text: `One email starts it: we schedule the CEO kickoff, configure your qualification script and have four BDRs scored within weeks. The ${formatUsd(pilot.price)} is credited in full when you expand.`,
        buttonLabel: 'Email Us to Start the BDR Pilot',
      }}
    >
      <PainPoints />
      <ExpansionPlan />
      <FounderRateBanner />
      <PricingComparison />
      <ShiftkeyTimeline />
      <KpiGuarantee />
      <ShiftkeyComparison />
      <FounderQuote />
    </ProposalLayout>
  );
}
