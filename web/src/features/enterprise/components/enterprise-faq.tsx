import { Faq, type FaqItem } from '../../../components/ui/faq';
import { Section } from '../../../components/ui/section';
import { formatUsd } from '../../../lib/format-usd';
import { annualPlan, pilot } from '../enterprise-pricing';

const questions: FaqItem[] = [
  {
    question: 'What happens when the pilot ends?',
    answer: `You decide whether to move to the annual plan at ${formatUsd(annualPlan.perSeat)} per seat per year plus a ${formatUsd(annualPlan.platformFee)} platform fee. If you do, the full ${formatUsd(pilot.price)} is credited to it. If the KPIs were not met, the pilot is extended to ${pilot.extendedDays} days or refunded 100%.`,
  },
  {
    question: 'Can Pitchlens score calls against our own sales methodology?',
    answer:
      'Yes, that is the point of the custom implementation. We configure your scripts, playbooks and rubrics, so every call is scored against the process your team was trained on rather than a generic checklist.',
  },
  {
    question: 'Which tools does Pitchlens connect to?',
    answer: 'CRMs, calendars, Zoom, Microsoft Teams, Google Meet and Slack, plus an API with rate limits for anything custom.',
  },
  {
    question: `Why is the pilot limited to ${pilot.companies} companies?`,
    answer:
      'Every pilot includes a custom implementation and direct access to our CEO. We keep the number small so that neither is ever rushed.',
  },
];

/** The questions enterprise buyers ask before a pilot. */
export function EnterpriseFaq() {
  return (
    <Section narrow>
      <Faq items={questions} />
    </Section>
  );
}
