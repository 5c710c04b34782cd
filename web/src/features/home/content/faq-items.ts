import { CATALOGUE, formatPrice, TEAM_PLAN, TRIAL_DAYS } from '@pitchlens/contracts';
import type { FaqItem } from '../../../components/ui/faq';

const trial = CATALOGUE.premium_trial;

export const faqItems: FaqItem[] = [
  {
    question: 'How fast is a call analyzed?',
    answer:
      'About 60 seconds after the recording arrives. The rep gets a score, the missed opportunities and concrete suggestions while the conversation is still fresh.',
  },
  {
    question: 'Can Pitchlens score calls against our own sales methodology?',
    answer:
      'Yes. Calls are scored against your own scripts, playbooks and rubrics rather than a generic checklist, so the feedback matches what your team is trained to do.',
  },
  {
    question: 'Which tools does it work with?',
    answer:
      'Zoom, Microsoft Teams and Google Meet recordings, your CRM and calendar, and Slack for sharing. An API with rate limits covers anything else.',
  },
  {
    question: 'How does the free trial work?',
    answer:
      `You get ${TRIAL_DAYS} days of full access. A payment method is required to start, but nothing is charged today. Cancel before day ${TRIAL_DAYS} and you pay nothing; otherwise Premium continues at ${formatPrice(trial.amountCents)}/month instead of the regular ${formatPrice(trial.regularAmountCents ?? trial.amountCents)}.`,
  },
  {
    question: 'What happens when I change plans?',
    answer: 'Upgrades, downgrades and seat changes take effect at the start of your next billing cycle, so you are never billed twice for the same period.',
  },
  {
    question: 'Is there a discount for larger teams?',
    answer:
      `The Team plan is ${formatPrice(TEAM_PLAN.perUserCents)} per user per month, with a volume discount from ${TEAM_PLAN.volumeDiscountFromUsers} users. Larger rollouts get Enterprise pricing tailored to your seat count and security needs.`,
  },
  {
    question: 'How is our call data protected?',
    answer:
      'Access is role-based (Admin and User), every action is audit-logged and access can be revoked immediately. On the standard plan call data is kept for 90 days, then deleted.',
  },
];
