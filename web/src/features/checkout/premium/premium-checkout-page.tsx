import { useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { purchaseSteps, stepOf } from '../../../config/purchase-steps';
import { useStepVisit } from '../../../lib/tracking/use-step-visit';
import type { BillingCycle } from '../api/checkout-api';
import { CardForm } from '../components/card-form';
import { CheckoutShell } from '../components/checkout-shell';
import { SuccessModal } from '../components/success-modal';
import { useCheckoutSubmit } from '../components/use-checkout-submit';
import { useNameBuyer } from '../components/use-name-buyer';
import { useStoreCustomer } from '../components/use-store-customer';
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
    return (
      <CardForm
        stripe={stripe}
        clientSecret={setup.state === 'ready' ? setup.secrets[billingCycle] : null}
        checkout={checkout}
        email={{ value: email, onChange: setEmail }}
        submitLabel="Start My Founder Membership"
        fine="Cancel anytime; you keep access until the end of the period you paid for. 30-day money-back guarantee."
        onSubmit={onSubmit}
      >
        <BillingToggle value={billingCycle} onChange={setBillingCycle} disabled={checkout.phase !== 'idle'} />
      </CardForm>
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
