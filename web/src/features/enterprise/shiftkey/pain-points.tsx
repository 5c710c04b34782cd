import { CardList } from '../../../components/ui/card-list';
import { TitledSection } from '../../../components/marketing/titled-section';
import blocks from '../../../components/marketing/blocks.module.css';

const pains = [
  {
    title: 'Managers hear a fraction of the calls',
    text: 'Coaching rests on the few calls someone had time to review, while the patterns that cost deals hide in the rest.',
  },
  {
    title: 'Every manager coaches differently',
    text: 'Two reps make the same mistake and get two different pieces of advice, so the team never converges on one way to sell.',
  },
  {
    title: 'Training fades after the workshop',
    text: 'Reps drift from the methodology once they are back on the phones, and nobody can say by how much.',
  },
  {
    title: 'New BDRs ramp on guesswork',
    text: 'Without specific feedback on each call, new hires learn by trial and error, one lost conversation at a time.',
  },
  {
    title: 'Generic scores miss your process',
    text: 'Talk ratios and keyword counts cannot tell you whether a rep actually followed the process you trained.',
  },
  {
    title: 'Per-seat prices block the rollout',
    text: 'Call-intelligence licences priced for a pilot team become hard to justify for a 100-person sales floor.',
  },
];

/** The problems the plan answers, in the buyer's words. */
export function PainPoints() {
  return (
    <TitledSection
      titleId="pain-title"
      title="What Slows Growing Sales Teams Down"
      lead="ShiftKey sells through three very different teams. The problems below show up in all three, and they grow with every seat you add."
    >
      <CardList items={pains} className={`${blocks.grid} ${blocks.grid3}`} cardClassName={blocks.card} textClassName={blocks.muted} />
    </TitledSection>
  );
}
