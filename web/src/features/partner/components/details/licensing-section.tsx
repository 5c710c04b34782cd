import { CardGrid } from '../../../../components/marketing/card-grid';
import { Section } from '../../../../components/ui/section';
import { CONTRACT, LEGAL_TERMS, QUALITY_GATE } from '../../program/program-terms';
import { DetailsHeading } from './details-heading';
import styles from './details.module.css';

const terms = [
  {
    title: 'A license to resell',
    text: 'Sell Pitchlens seats to your own training clients, packaged with your program under your relationship. You set the price your client pays.',
  },
  {
    title: 'Your methodology, scored',
    text: 'Client calls are scored against your scripts, playbooks and rubrics, so the feedback reps get sounds like your training, not generic advice.',
  },
  {
    title: 'Certified before you sell',
    text: `Every partner completes a ${QUALITY_GATE.certificationHours}-hour certification before reselling, so your clients get a partner who knows the product as well as the method.`,
  },
  {
    title: 'Seats on a fixed term',
    text: `Seats are licensed in packs for a ${CONTRACT.termMonths}-month term, prepaid annually, and assigned to your clients’ reps as you sign them.`,
  },
  {
    title: 'Security you can stand behind',
    text: `Reported security issues get a response within ${LEGAL_TERMS.securityResponseHours} hours, and partners hear about any breach affecting their clients within ${LEGAL_TERMS.breachNotificationHours} hours.`,
  },
  {
    title: 'Independent by design',
    text: 'Partners are independent contractors. You keep your brand, your clients and your calendar; we keep the platform running.',
  },
];

export function LicensingSection() {
  return (
    <Section id="licensing" tone="soft" labelledBy="licensing-heading">
      <DetailsHeading id="licensing-heading" eyebrow="Licensing terms" title="What a Founder Partner license gives you" />
      <CardGrid columns={3} tight className={styles.cards}>
        {terms.map((term) => (
          <li key={term.title} className={styles.card}>
            <h3>{term.title}</h3>
            <p>{term.text}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
