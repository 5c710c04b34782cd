import { Faq, type FaqItem } from '../../../components/ui/faq';
import { Section } from '../../../components/ui/section';
import { GUARANTEE_DAYS, NEXT_OPENING_WEEKS, SESSION_MINUTES } from '../session-facts';

const questions: FaqItem[] = [
  {
    question: 'What do I need to prepare?',
    answer:
      'After checkout we ask for your current playbook or scripts, if you have them, and 2 or 3 recordings of real calls. Nothing has to be polished; we map the way you sell today.',
  },
  {
    question: 'When does the session happen?',
    answer: `You book a time as soon as you have paid; please book within 48 hours so your spot is held. If this week fills up first, the next opening is ${NEXT_OPENING_WEEKS} weeks away.`,
  },
  {
    question: 'Who should attend?',
    answer: `Whoever owns your sales process: a founder, a sales manager or an enablement lead. Bring a second person if you like; the ${SESSION_MINUTES} minutes are yours.`,
  },
  {
    question: 'What if it does not work for us?',
    answer: `Attend, implement the framework on at least 10 calls and show us the scored calls. If you are not satisfied within ${GUARANTEE_DAYS} days, you get your money back.`,
  },
];

export function SessionFaq() {
  return (
    <Section narrow>
      <Faq items={questions} />
    </Section>
  );
}
