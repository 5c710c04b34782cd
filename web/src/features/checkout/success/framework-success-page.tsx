import { brand } from '@pitchlens/contracts';
import { ButtonLink, ExternalButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { mailtoHref } from '../../../lib/mailto';
import { useBoughtThisSession } from '../../../lib/purchases/session-purchases';
import { NextSteps } from './next-steps';
import { SuccessLayout } from './success-layout';
import { useCelebration } from './use-celebration';
import styles from './success.module.css';

const recordingsMail = mailtoHref({
  to: brand.supportEmail,
  subject: 'Call recordings for my Framework Mapping Session',
  body: 'Hi Pitchlens team,\n\nHere are 2-3 recent sales calls for my session:\n\n1. \n2. \n3. \n\nOur framework or methodology: \n',
});

const steps = [
  {
    title: 'Check your email',
    text: 'Your receipt and session details are on their way. If nothing arrives within a few minutes, look in your spam or promotions folder.',
  },
  {
    title: 'Book your session within 48 hours',
    text: 'Pick the 60-minute slot that suits you. Only 11 sessions run each week, so booking now keeps your place.',
  },
  {
    title: 'Email us 2-3 call recordings',
    text: 'Send a strong call, an average one and one that got away. We study them before we meet, so the session starts with your real calls.',
  },
  {
    title: 'Your Framework Mapping Session',
    text: 'Sixty minutes one-on-one: we map your process into Pitchlens scoring, test it on one of your calls and leave you with a rollout plan.',
  },
] as const;

/** /framework-success (spec §2). */
export default function FrameworkSuccessPage() {
  useCelebration();
  const boughtPremium = useBoughtThisSession('premium');
  return (
    <SuccessLayout
      eyebrow="Payment confirmed"
      title="Your Framework Mapping Session Is Confirmed"
      lead="Thank you. Soon every call your team records will be scored against the way you sell, not a generic checklist."
    >
      <NextSteps title="What happens next" steps={steps}>
        <div className={styles.actions}>
          <ExternalButtonLink href={brand.schedulingUrl} size="lg">
            Book My Session Now
          </ExternalButtonLink>
          <a href={recordingsMail} className={styles.muted}>
            Email my call recordings
          </a>
        </div>
      </NextSteps>
      <section className={styles.card} aria-labelledby="help-heading">
        <h2 id="help-heading">Need a hand?</h2>
        <p>
          Questions about your session or your booking? Write to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> and we will sort it
          out.
        </p>
        {/* Only for a buyer who did not just take Premium too: a Premium buyer is not asked to buy it again. */}
        {boughtPremium === false && (
          <>
            <p className={styles.muted}>Not on Premium yet? Your session works best with every call scored automatically.</p>
            <ButtonLink to={paths.premium} variant="secondary">
              See Pitchlens Premium
            </ButtonLink>
          </>
        )}
      </section>
    </SuccessLayout>
  );
}
