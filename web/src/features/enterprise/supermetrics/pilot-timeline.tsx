import { TitledSection } from '../../../components/marketing/titled-section';
import { Timeline, type TimelineStep } from '../components/timeline';
import { supermetricsPilot as offer } from './supermetrics-pilot';

const steps: TimelineStep[] = [
  {
    when: `Hours 0–${offer.setupHours}`,
    title: 'Setup',
    detail: `Your methodology is configured in all ${offer.languages} languages and your call sources are connected.`,
  },
  {
    when: `Days 1–${offer.days}`,
    title: 'Parallel run',
    detail: 'Every pilot call is scored by Pitchlens alongside your current tool, so you compare the two on the same conversations.',
  },
  {
    when: `Day ${offer.days}`,
    title: 'Results readout',
    detail: `Scoring accuracy, the change in adherence, the top ${offer.blockers} blockers and a rollout plan for the wider team.`,
  },
];

export function PilotTimeline() {
  return (
    <TitledSection
      titleId="pilot-timeline-title"
      title={`How the ${offer.days} Days Run`}
      lead="Two days to set up, two weeks side by side, one clear answer."
    >
      <Timeline steps={steps} />
    </TitledSection>
  );
}
