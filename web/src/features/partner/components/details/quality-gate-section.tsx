import { Section } from '../../../../components/ui/section';
import { APPLICATION_REVIEW_HOURS, QUALITY_GATE } from '../../program/program-terms';
import { DetailsHeading } from './details-heading';
import { StepCards } from './step-cards';

const gates = [
  {
    title: 'Application review',
    text: `We read every application and answer within ${APPLICATION_REVIEW_HOURS} hours.`,
  },
  {
    title: `${QUALITY_GATE.reviewCallMinutes}-minute methodology review call`,
    text: 'Walk us through your framework and how your clients sell. We confirm it can be scored and plan how.',
  },
  {
    title: `${QUALITY_GATE.certificationHours}-hour certification`,
    text: 'Learn to set up seats, read reports and coach from scores before you put Pitchlens in front of a client.',
  },
  {
    title: `First client within ${QUALITY_GATE.firstClientDays} days`,
    text: 'Founder Partners commit to launching with a paying client inside the first month.',
  },
];

const intro = 'Your clients will judge Pitchlens by you, and us by you. So every Founder Partner passes the same four gates.';

export function QualityGateSection() {
  return (
    <Section id="quality-gate" tone="soft" labelledBy="quality-gate-heading">
      <DetailsHeading id="quality-gate-heading" eyebrow="Quality gate" title="Selective on purpose" lead={intro} />
      <StepCards steps={gates} />
    </Section>
  );
}
