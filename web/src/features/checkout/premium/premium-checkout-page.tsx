import { useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { purchaseSteps, stepOf } from '../../../config/purchase-steps';
import { useStepVisit } from '../../../lib/tracking/use-step-visit';
import type { BillingCycle } from '../api/checkout-api';
import { CheckoutShell } from '../components/checkout-shell';
import { EmailField } from '../components/email-field';
import { LoadingPanel } from '../components/loading-panel';
import { SubmitButton } from '../components/submit-button';
import { SuccessModal } from '../components/success-modal';
import { useCheckoutSubmit } from '../components/use-checkout-submit';
import { useNameBuyer } from '../components/use-name-buyer';
import { useStoreCustomer } from '../components/use-store-customer';
import { PaymentForm } from '../stripe/payment-form';
import { useStripe } from '../stripe/use-stripe';
import { BillingToggle } from './billing-toggle';
import { PremiumSummary } from './premium-summary';
import { usePremiumSecrets } from './use-premium-secrets';
import styles from '../components/checkout.module.css';

/** /pitchlens-premium-checkout (spec §2): the founder rate, monthly or yearly. */
export default function PremiumCheckoutPage() {
  useStepVisit('premium_checkout');
  const stripe = useStripe();
  const setup = usePremiumSecrets();
  const storeCustomer = useStoreCustomer('premium');
  const nameBuyer = useNameBuyer();
  const [billingCycle, setBillingCycle] = useState<BillingCycle>('monthly');
  const [email, setEmail] = useState('');
  const checkout = useCheckoutSubmit({ failureTitle: 'Payment Failed' });

  // The purchase's funnel steps come from Stripe's confirmation (the worker), never from the page.
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (setup.state !== 'ready') return;
    const { secrets, subscriptions } = setup;
    void checkout.submit(
      async (handle) => {
        await nameBuyer(email, secrets[billingCycle], subscriptions[billingCycle]);
        return handle.confirmPayment(`${window.location.origin}${paths.frameworkSession}`);
      },
      async (paid) => {
        await storeCustomer(email, paid);
        return paths.frameworkSession;
      },
    );
  }

  function body() {
    if (setup.state === 'soldOut') return <p className={styles.problem}>{setup.message}</p>;
    if (setup.state === 'loading' || !stripe) return <LoadingPanel text="Setting up secure checkout..." />;
    const clientSecret = setup.secrets[billingCycle];
    return (
      <form className={styles.form} onSubmit={onSubmit}>
        <BillingToggle value={billingCycle} onChange={setBillingCycle} disabled={checkout.phase !== 'idle'} />
        <EmailField value={email} onChange={setEmail} disabled={checkout.phase !== 'idle'} />
        <PaymentForm key={clientSecret} stripe={stripe} clientSecret={clientSecret} onReady={checkout.onReady} />
        <SubmitButton phase={checkout.phase} label="Start My Founder Membership" />
        <p className={styles.fine}>Cancel anytime; you keep access until the end of the period you paid for. 30-day money-back guarantee.</p>
      </form>
    );
  }

  return (
    <CheckoutShell
      eyebrow={`${stepOf(1)} · ${purchaseSteps.premiumOrder}`}
      title="Lock In Your Pitchlens Founder Rate"
      lead="Get every sales call scored in about 60 seconds, with coaching your reps can use on the very next call, at a price that never goes up for you."
      summary={<PremiumSummary billingCycle={billingCycle} />}
    >
      {body()}
      <SuccessModal
        open={checkout.phase === 'success'}
        title="Welcome to Pitchlens Premium!"
        message="Your founder rate is locked in. Your receipt and login details are on their way to your inbox."
      />
    </CheckoutShell>
  );
}
