import { ProposalLayout } from './components/proposal-layout';
import { formatUsd } from '../../lib/format-usd';
import { PilotOutcomes } from './supermetrics/pilot-outcomes';
import { PilotTimeline } from './supermetrics/pilot-timeline';
import { supermetricsEmail, supermetricsPilot as offer } from './supermetrics/supermetrics-pilot';
import { ValueStack } from './supermetrics/value-stack';
import { VendorComparison } from './supermetrics/vendor-comparison';

/** /enterprise/supermetrics: a static, named-prospect pilot proposal (spec §2 "Enterprise", §9). */
export default function SupermetricsProposalPage() {
  return (
    <ProposalLayout
      prospect="Supermetrics"
      title={`A ${offer.days}-Day Methodology-Adoption Pilot for Supermetrics`}
      lead={`Learn in two weeks how closely your sellers follow your methodology, what stops them, and how to close the gap: in ${offer.languages} languages, live within ${offer.setupHours} hours, at ${offer.lessThanVendor} less than your current vendor.`}
      email={supermetricsEmail}
      heroAction="Email Us to Book the Pilot"
      facts={[`${formatUsd(offer.price)} for ${offer.days} days`, `Setup in ${offer.setupHours} hours`, `${offer.languages} languages`]}
      closing={{
        title: 'Start Your Pilot This Week',
        text: `Send one email and we schedule the kickoff. Your first calls are scored within ${offer.setupHours} hours, and in ${offer.days} days you will know exactly where adoption stands.`,
        buttonLabel: `Email Us to Start the ${formatUsd(offer.price)} Pilot`,
      }}
    >
      <PilotOutcomes />
      <ValueStack />
      <PilotTimeline />
      <VendorComparison />
    </ProposalLayout>
  );
}
