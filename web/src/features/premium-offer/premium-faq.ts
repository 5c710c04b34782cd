import { brand } from '@pitchlens/contracts';
import type { FaqItem } from '../../components/ui/faq';
import { formatUsd } from '../../lib/format-usd';
import { FOUNDER_SPOTS, GUARANTEE_DAYS, GUARANTEE_MIN_CALLS, premiumPrices, trialTerms } from './premium-pricing';

const { days, firstCallHours, callsInTrial } = trialTerms;

const trialQuestion: FaqItem = {
  question: 'How does the trial work?',
  answer: `You save a card and pay $0 today. Upload 1 call within ${firstCallHours} hours and ${callsInTrial} calls within ${days} days; otherwise ${formatUsd(premiumPrices.trialMonthly)} is billed automatically on day ${days}. Cancel any time before day ${days} and you pay nothing.`,
};

const cancelQuestion: FaqItem = {
  question: 'Can I cancel whenever I want?',
  answer:
    'Yes. Cancel from your account at any time. You keep Premium until the end of the month or year you already paid for, and you are never charged again.',
};

const guaranteeQuestion: FaqItem = {
  question: 'What does the money-back guarantee cover?',
  answer: `If you apply the coaching on at least ${GUARANTEE_MIN_CALLS} calls, document what you changed and are not happy with the results within ${GUARANTEE_DAYS} days, we refund your payment in full.`,
};

const callsQuestion: FaqItem = {
  question: 'Which calls can I score?',
  answer:
    'Any recorded sales call. Upload a file or connect Zoom, Microsoft Teams or Google Meet. Your CRM, calendar and Slack can be connected too, so scores land where your team already works.',
};

const securityQuestion: FaqItem = {
  question: 'Is my call data safe?',
  answer:
    'Access to your calls is limited by role, every access is audit-logged and can be revoked immediately. Our security page lists the measures in place today and the ones on our roadmap.',
};

export const premiumFaq: FaqItem[] = [
  {
    question: 'What is the difference between the trial and the founder rate?',
    answer: `The trial costs $0 today and ${formatUsd(premiumPrices.trialMonthly)}/month from day ${days}. The founder rate starts today at ${formatUsd(premiumPrices.founderMonthly)}/month or ${formatUsd(premiumPrices.founderYearly)}/year and stays at that price for as long as you keep your subscription.`,
  },
  trialQuestion,
  {
    question: 'Why is the founder rate limited?',
    answer: `It rewards the people who back ${brand.name} early. Once ${FOUNDER_SPOTS} founders have joined, the rate closes and new customers pay the regular ${formatUsd(premiumPrices.regularMonthly)}/month.`,
  },
  guaranteeQuestion,
  callsQuestion,
  cancelQuestion,
  securityQuestion,
];

export const trialFaq: FaqItem[] = [
  trialQuestion,
  {
    question: 'Why do you ask for a card if today costs $0?',
    answer: `So your coaching does not stop on day ${days}. Nothing is charged today, and if you cancel before day ${days} nothing is charged at all.`,
  },
  {
    question: 'What happens after the trial?',
    answer: `Premium continues at ${formatUsd(premiumPrices.trialMonthly)}/month instead of the regular ${formatUsd(premiumPrices.regularMonthly)}/month, billed from day ${days}.`,
  },
  callsQuestion,
  cancelQuestion,
  securityQuestion,
];
