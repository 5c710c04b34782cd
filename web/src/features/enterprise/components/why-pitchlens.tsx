import blocks from '../../../components/marketing/blocks.module.css';
import { CardList } from '../../../components/ui/card-list';
import { TitledSection } from '../../../components/marketing/titled-section';

const reasons = [
  {
    title: 'Your Methodology, Not a Generic Score',
    text: 'Every call is scored against your own scripts, playbooks and rubrics, so a “good call” means what your team means by it.',
  },
  {
    title: 'Coaching in About 60 Seconds',
    text: 'Scores, missed opportunities and specific improvement suggestions arrive about a minute after the call is uploaded.',
  },
  {
    title: 'A Dashboard Managers Actually Use',
    text: 'See rep performance, methodology adherence and coaching recommendations in one place, with trends over time.',
  },
  {
    title: 'Fits the Stack You Already Run',
    text: 'Connect your CRM, calendar, Zoom, Teams, Google Meet and Slack, or build on the API.',
  },
];

/** What an enterprise team gets from Pitchlens, before any price is mentioned. */
export function WhyPitchlens() {
  return (
    <TitledSection
      tone="soft"
      titleId="why-title"
      title="Coaching That Scales With Your Methodology"
      lead="Reviewing one call the traditional way takes 140 minutes of listening, scoring and writing up feedback. With Pitchlens it takes 46. Multiply that across every rep and every week."
    >
      <CardList items={reasons} className={blocks.grid} cardClassName={blocks.card} textClassName={blocks.muted} />
    </TitledSection>
  );
}
