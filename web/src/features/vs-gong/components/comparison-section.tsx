import blocks from '../../../components/marketing/blocks.module.css';
import { Section } from '../../../components/ui/section';
import { comparisonRows, groupByCategory } from '../comparison-rows';
import { ComparisonTable } from './comparison-table';

/** The four comparison tables, one per category. */
export function ComparisonSection() {
  return (
    <Section tone="soft" id="comparison" labelledBy="comparison-title">
      <h2 id="comparison-title" className={blocks.heading}>
        Feature by Feature
      </h2>
      <p className={blocks.lead}>
        Where Pitchlens is better, and where Gong is. If you need deal forecasting today, Gong does more; if you need every
        rep coached against your methodology at a price the whole team can have, read on.
      </p>
      {groupByCategory(comparisonRows).map(({ category, rows }) => (
        <ComparisonTable key={category} title={category} rows={rows} />
      ))}
    </Section>
  );
}
