import { TitledSection } from '../../../components/marketing/titled-section';
import { comparisonRows, groupByCategory } from '../comparison-rows';
import { ComparisonTable } from './comparison-table';

/** The four comparison tables, one per category. */
export function ComparisonSection() {
  return (
    <TitledSection
      tone="soft"
      id="comparison"
      titleId="comparison-title"
      title="Feature by Feature"
      lead="Where Pitchlens is better, and where Gong is. If you need deal forecasting today, Gong does more; if you need every rep coached against your methodology at a price the whole team can have, read on."
    >
      {groupByCategory(comparisonRows).map(({ category, rows }) => (
        <ComparisonTable key={category} title={category} rows={rows} />
      ))}
    </TitledSection>
  );
}
