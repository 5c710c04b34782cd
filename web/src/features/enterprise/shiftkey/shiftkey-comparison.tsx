import { TitledSection } from '../../../components/marketing/titled-section';
import { VersusTable, type VersusRow } from '../components/versus-table';
import { formatUsd } from '../../../lib/format-usd';
import { PILOT_GUARANTEE_SHORT } from '@pitchlens/contracts';
import { annualPlanCost, pilot } from '../enterprise-pricing';

const rows: VersusRow[] = [
  {
    aspect: 'What calls are scored against',
    pitchlens: 'ShiftKey’s own scripts, playbooks and rubrics',
    other: 'Generic talk metrics and keyword trackers',
  },
  { aspect: 'Time to feedback', pitchlens: 'About 60 seconds after every call', other: 'Whenever a manager finds time to listen' },
  { aspect: 'Setup', pitchlens: '24–48 hours', other: '4–6 weeks' },
  {
    aspect: 'Way in',
    pitchlens: `${formatUsd(pilot.price)} pilot for ${pilot.seats} seats, credited 100%`,
    other: 'Annual contract before you see results',
  },
  {
    aspect: 'Guarantee',
    pitchlens: PILOT_GUARANTEE_SHORT,
    other: 'No performance guarantee',
  },
  { aspect: 'Who you talk to', pitchlens: 'Our CEO, directly', other: 'A support queue' },
  { aspect: '20 seats, year one', pitchlens: formatUsd(annualPlanCost(20)), other: formatUsd(47_000) },
];

export function ShiftkeyComparison() {
  return (
    <TitledSection
      tone="soft"
      titleId="comparison-title"
      title="Pitchlens Next to a Legacy Platform"
      lead="Built for teams that sell to a methodology, and priced so every seller can have a seat."
    >
      <VersusTable caption="Pitchlens compared with a legacy conversation-intelligence platform" otherLabel="Legacy platform" rows={rows} />
    </TitledSection>
  );
}
