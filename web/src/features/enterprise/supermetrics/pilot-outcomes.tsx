import { TitledSection } from '../../../components/marketing/titled-section';
import blocks from '../../../components/marketing/blocks.module.css';
import { supermetricsPilot as offer } from './supermetrics-pilot';

const outcomes = [
  { figure: offer.accuracy, title: 'Scoring accuracy', text: 'Pitchlens scores agree with your own managers’ on the same calls.' },
  { figure: offer.adherenceLift, title: 'Adherence improvement', text: 'The lift in methodology adherence we target across the pilot team.' },
  { figure: `Top ${offer.blockers}`, title: 'Adoption blockers named', text: 'The reasons reps skip steps, ranked and backed by real calls.' },
  { figure: String(offer.languages), title: 'Languages scored', text: 'Every market your team sells in, scored in its own language.' },
  { figure: `${offer.setupHours} hours`, title: 'To set up', text: 'Your first calls are scored within two days of kickoff.' },
  { figure: `${offer.lessThanVendor} less`, title: 'Than your current vendor', text: 'Coaching against your methodology costs less, not more.' },
];

/** The numbers the pilot is built to deliver. */
export function PilotOutcomes() {
  return (
    <TitledSection
      id="pilot"
      titleId="outcomes-title"
      title={`What ${offer.days} Days Will Show You`}
      lead="Methodology training only pays off when reps use it on live calls. The pilot measures exactly that, rep by rep and language by language."
    >
      <ul className={`${blocks.grid} ${blocks.grid3}`}>
        {outcomes.map((outcome) => (
          <li key={outcome.title} className={blocks.card}>
            <p className={blocks.figure}>{outcome.figure}</p>
            <h3>{outcome.title}</h3>
            <p className={blocks.muted}>{outcome.text}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
