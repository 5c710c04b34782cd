import { Section } from '../../../../components/ui/section';
import { APPLICATION_REVIEW_HOURS, LAUNCH_GUARANTEE, QUALITY_GATE } from '../../program/program-terms';
import { DetailsHeading } from './details-heading';
import { StepCards } from './step-cards';

const weeks = [
  {
    title: 'Week 1: approved and mapped',
    text: `Approval within ${APPLICATION_REVIEW_HOURS} hours of applying, then your ${QUALITY_GATE.reviewCallMinutes}-minute methodology review call to turn your framework into scoring criteria.`,
  },
  {
    title: 'Week 2: certified',
    text: `Complete the ${QUALITY_GATE.certificationHours}-hour certification and score a handful of your own recorded calls to see exactly what your clients will see.`,
  },
  {
    title: 'Week 3: first client live',
    text: 'Pitch the seats to an existing training client as the follow-through on your program, and get their reps logged in.',
  },
  {
    title: 'Week 4: guarantee met',
    text: `${LAUNCH_GUARANTEE.seats}+ seats, each with at least ${LAUNCH_GUARANTEE.scoredCallsPerSeat} scored call, inside ${LAUNCH_GUARANTEE.windowDays} days of approval. Your program now pays you every month.`,
  },
];

export function LaunchPlanSection() {
  return (
    <Section id="launch-plan" labelledBy="launch-plan-heading">
      <DetailsHeading id="launch-plan-heading" eyebrow="Your first 30 days" title="From application to paying client in one month" />
      <StepCards steps={weeks} />
    </Section>
  );
}
