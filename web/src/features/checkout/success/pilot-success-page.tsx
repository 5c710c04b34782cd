import { useEffect, useRef } from 'react';
import { brand, ENTERPRISE_PILOT, PILOT_GUARANTEE_SHORT } from '@pitchlens/contracts';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { mailtoHref } from '../../../lib/mailto';
import { NextSteps } from './next-steps';
import { sendPilotPurchase } from './purchase-event';
import { SuccessLayout } from './success-layout';
import styles from './success.module.css';

const steps = [
  { title: 'CEO kickoff call within 24 hours', text: 'Our CEO contacts you to agree the pilot goals, the three KPIs we measure, and who from your team joins.' },
  { title: 'Custom implementation plan in week 1', text: `We build your methodology, scripts and rubrics into the scoring and set up your ${ENTERPRISE_PILOT.seats} seats.` },
  { title: 'Pilot deployment in weeks 2-3', text: 'Your reps score real calls, managers coach from the results, and we review progress with you each week.' },
] as const;

const benefits = [
  `${ENTERPRISE_PILOT.seats} seats of Pitchlens for your team`,
  'Your 2025 pricing locked for your annual plan',
  'Direct access to our CEO throughout the pilot',
  'A custom implementation of your sales methodology',
  '100% of the pilot fee credited to your annual plan',
  `Performance guarantee: ${PILOT_GUARANTEE_SHORT}`,
] as const;

const contact = mailtoHref({ to: brand.supportEmail, subject: 'Our Enterprise Pilot' });

/** /enterprise/pilot/success (spec §2). */
export default function PilotSuccessPage() {
  const sent = useRef(false);
  useEffect(() => {
    // Once per visit, also under React's development double-run of effects.
    if (sent.current) return;
    sent.current = true;
    sendPilotPurchase();
  }, []);

  return (
    <SuccessLayout
      eyebrow="Payment confirmed"
      title="Your Enterprise Pilot Is Reserved"
      lead="Thank you for your trust. Your pilot slot is secured and our team is already preparing your kickoff."
    >
      <NextSteps title="What Happens Next" steps={steps} />
      <section className={styles.card} aria-labelledby="benefits-heading">
        <h2 id="benefits-heading">What your pilot includes</h2>
        <ul className={styles.list}>
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="contact-heading">
        <h2 id="contact-heading">Questions before the kickoff?</h2>
        <p>
          Email us at <a href={contact}>{brand.supportEmail}</a>. Your kickoff call is within 24 hours, and any question before then gets a personal answer.
        </p>
        <ButtonLink to={paths.home} variant="secondary">
          Back to the Pitchlens homepage
        </ButtonLink>
      </section>
    </SuccessLayout>
  );
}
