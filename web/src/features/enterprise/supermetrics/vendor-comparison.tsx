import { TitledSection } from '../../../components/marketing/titled-section';
import { VersusTable, type VersusRow } from '../components/versus-table';
import { supermetricsPilot as offer } from './supermetrics-pilot';

const rows: VersusRow[] = [
  { aspect: 'Setup', pitchlens: '24–48 hours', other: '4–6 weeks' },
  { aspect: 'Time to value', pitchlens: `${offer.days} days`, other: 'Coaching starts only after the 4–6 week setup' },
  {
    aspect: 'Switching risk',
    pitchlens: `A ${offer.days}-day parallel run next to your current tool; nothing is switched off`,
    other: 'A hard cut-over from the old tool',
  },
  { aspect: 'What calls are scored against', pitchlens: `Your methodology, in ${offer.languages} languages`, other: 'Generic talk metrics' },
  { aspect: 'Adoption insight', pitchlens: `The top ${offer.blockers} blockers, with call evidence`, other: 'Dashboards you interpret yourself' },
  { aspect: 'Price', pitchlens: `${offer.lessThanVendor} less than your current vendor`, other: 'Your current contract' },
];

export function VendorComparison() {
  return (
    <TitledSection
      tone="soft"
      titleId="vendor-title"
      title="Pitchlens Next to Your Current Vendor"
      lead="Faster to start, cheaper to run, and proven on your own calls before anything changes."
    >
      <VersusTable caption="Pitchlens compared with Supermetrics’ current vendor" otherLabel="Current vendor" rows={rows} />
    </TitledSection>
  );
}
