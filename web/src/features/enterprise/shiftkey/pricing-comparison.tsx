import blocks from '../../../components/marketing/blocks.module.css';
import { ComparisonTable } from '../../../components/marketing/comparison-table';
import { TitledSection } from '../../../components/marketing/titled-section';
import { formatUsd } from '../../../lib/format-usd';
import { annualPlan, annualPlanCost, pilot } from '../enterprise-pricing';

/** What a legacy call-intelligence platform is quoted at for the same team sizes (spec §9). */
const quotes = [
  { label: 'Phase 2: 20 seats', seats: 20, legacy: 47_000, legacyText: 'in year one', orMore: false },
  { label: 'Phase 3: 100 seats', seats: 100, legacy: 150_000, legacyText: 'per year', orMore: true },
];

/** What Pitchlens saves against the legacy quote, in whole percent; the lead and the table both say it. */
const percentLess = (quote: (typeof quotes)[number]) => Math.round((1 - annualPlanCost(quote.seats) / quote.legacy) * 100);

const rows = quotes.map((quote) => {
  const ours = annualPlanCost(quote.seats);
  const plus = quote.orMore ? '+' : '';
  return {
    header: quote.label,
    cells: [
      { content: `${formatUsd(ours)} per year`, mark: 'ours' as const },
      { content: `${formatUsd(quote.legacy)}${plus} ${quote.legacyText}` },
      { content: `${formatUsd(quote.legacy - ours)}${plus} (${percentLess(quote)}%${plus} less)` },
    ],
  };
});

export function PricingComparison() {
  return (
    <TitledSection
      tone="soft"
      titleId="pricing-title"
      title="What Each Phase Costs"
      lead={
        <>
          The same seats on a legacy conversation-intelligence platform cost more than twice as much. At {quotes[0].seats} seats,
          Pitchlens is {percentLess(quotes[0])}% less.
        </>
      }
    >
      <ComparisonTable
        caption="Pitchlens pricing against a legacy conversation-intelligence platform"
        columns={['Team size', 'Pitchlens', 'Legacy platform', 'You save']}
        rows={rows}
      />
      <p className={blocks.note}>
        Pitchlens: {formatUsd(annualPlan.perSeat)} per seat per year plus a {formatUsd(annualPlan.platformFee)} platform
        fee. Phase 1 is the {formatUsd(pilot.price)} pilot, credited in full.
      </p>
    </TitledSection>
  );
}
