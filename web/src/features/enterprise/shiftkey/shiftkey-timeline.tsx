import { TitledSection } from '../../../components/marketing/titled-section';
import { Timeline, type TimelineStep } from '../components/timeline';
import { PILOT_GUARANTEE } from '@pitchlens/contracts';
import { pilot } from '../enterprise-pricing';

const steps: TimelineStep[] = [
  {
    when: 'Day 1',
    title: 'Kickoff with our CEO',
    detail: 'We walk through your BDR qualification script, the calls you want scored and the KPIs we will be measured on.',
  },
  {
    when: 'Week 1',
    title: 'Custom implementation',
    detail: 'Your script, playbook and rubrics are configured in Pitchlens and connected to the call tools your BDRs already use.',
  },
  {
    when: 'Weeks 2–3',
    title: 'Phase 1: the BDR pilot',
    detail: 'Four BDRs get every call scored in about 60 seconds. Managers see adherence and coaching actions build up day by day.',
  },
  {
    when: `Day ${pilot.days}`,
    title: 'KPI review',
    detail: `KPIs hit: we plan Phase 2 together. ${PILOT_GUARANTEE}`,
  },
  {
    when: 'Next quarter',
    title: 'Phases 2 and 3',
    detail: 'The SaaS sellers join on 20 seats, then the marketplace team on 100+, each on the setup the BDRs proved.',
  },
];

export function ShiftkeyTimeline() {
  return (
    <TitledSection titleId="timeline-title" title="Timeline" lead="From kickoff to a scored BDR team in under three weeks.">
      <Timeline steps={steps} />
    </TitledSection>
  );
}
