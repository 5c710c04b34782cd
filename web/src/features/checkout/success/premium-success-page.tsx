import { brand, FOUNDER_LIMIT, founderPlan, formatPrice } from '@pitchlens/contracts';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { NextSteps } from './next-steps';
import { OpenAppButton } from './open-app-button';
import { SuccessLayout } from './success-layout';
import { useCelebration } from './use-celebration';
import styles from './success.module.css';

const steps = [
  { title: 'Check your email', text: 'Your receipt and your login link are on their way to the address you used at checkout.' },
  { title: 'Log in to Pitchlens', text: `Open the app at ${brand.appUrl.replace('https://', '')} and sign in with that same email address.` },
  { title: 'Upload your first call', text: 'Drop in a recorded sales call and get its score and coaching feedback in about 60 seconds.' },
  { title: 'Coach from the results', text: 'Share the strengths and misses with your rep, then watch the trend move call after call.' },
] as const;

const monthly = formatPrice(founderPlan('monthly').amountCents);
const yearly = formatPrice(founderPlan('yearly').amountCents);

/** /pitchlens-premium-success (spec §2). */
export default function PremiumSuccessPage() {
  useCelebration();
  return (
    <SuccessLayout
      eyebrow="Welcome aboard"
      title="Welcome to Pitchlens Premium"
      lead={`You are one of our first ${FOUNDER_LIMIT} founders, and your rate is locked for as long as you stay.`}
    >
      <NextSteps title="Your next steps" steps={steps}>
        <OpenAppButton label="Open the Pitchlens App" />
      </NextSteps>
      <section className={styles.card} aria-labelledby="account-heading">
        <h2 id="account-heading">Your account</h2>
        <dl className={styles.details}>
          <dt>Plan</dt>
          <dd>Pitchlens Premium, founder rate</dd>
          <dt>Price</dt>
          <dd>
            {monthly}/month or {yearly}/year, as chosen at checkout, locked for life
          </dd>
          <dt>Login</dt>
          <dd>The email address you paid with</dd>
          <dt>Billing</dt>
          <dd>Cancel anytime; you keep access until the end of the period you paid for</dd>
          <dt>Guarantee</dt>
          <dd>30-day money-back guarantee</dd>
          <dt>Support</dt>
          <dd>
            <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
          </dd>
        </dl>
      </section>
      <section className={`${styles.card} ${styles.highlight}`} aria-labelledby="framework-heading">
        <h2 id="framework-heading">Want scores that match how your team sells?</h2>
        <p>In one 60-minute session we map your own framework into Pitchlens, so every call is judged against your playbook.</p>
        <ButtonLink to={paths.frameworkSession}>Map My Sales Framework</ButtonLink>
      </section>
    </SuccessLayout>
  );
}
