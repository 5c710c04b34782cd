import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TRIAL_DAYS } from '@pitchlens/contracts';
import { errorMessage } from '../../../lib/store/api-slice';
import { paths } from '../../../config/paths';
import { purchaseSteps, stepOf } from '../../../config/purchase-steps';
import { useStepVisit } from '../../../lib/tracking/use-step-visit';
import { useCreateTrialPaymentMutation } from '../api/checkout-api';
import { CardForm } from '../components/card-form';
import { CheckoutShell } from '../components/checkout-shell';
import { SuccessModal } from '../components/success-modal';
import { useCheckoutSubmit } from '../components/use-checkout-submit';
import { useStoreCustomer } from '../components/use-store-customer';
import { useNameBuyer } from '../components/use-name-buyer';
import { useStripe } from '../stripe/use-stripe';
import { TrialSummary } from './trial-summary';

/** /pitchlens-trial-checkout (spec §2): the card is saved today and nothing is charged. */
export default function TrialCheckoutPage() {
  useStepVisit('trial_checkout');
  const stripe = useStripe();
  const [createTrial] = useCreateTrialPaymentMutation();
  const storeCustomer = useStoreCustomer('trial');
  const nameBuyer = useNameBuyer();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const started = useRef(false);
  const checkout = useCheckoutSubmit({ failureTitle: 'Payment Setup Failed' });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Spec §8: a failed setup is logged and the spinner stays.
    createTrial({})
      .unwrap()
      .then(
        (trial) => setClientSecret(trial.clientSecret),
        (error: unknown) => console.error('Payment setup failed:', errorMessage(error)),
      );
  }, [createTrial]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!clientSecret) return;
    // The trial's funnel steps come from Stripe's confirmation (the worker), never from the page.
    void checkout.submit(
      async (handle) => {
        await nameBuyer(email, clientSecret);
        return handle.confirmSetup(`${window.location.origin}${paths.frameworkSessionTrial}`);
      },
      async (setup) => {
        await storeCustomer(email, setup);
        return paths.frameworkSessionTrial;
      },
    );
  }

  return (
    <CheckoutShell
      eyebrow={`${stepOf(1)} · ${purchaseSteps.trialSignup}`}
      title={`Start Your ${TRIAL_DAYS}-Day Pitchlens Trial`}
      lead={`Save a card today and pay nothing. Score your calls, see the coaching, and decide with your own numbers before day ${TRIAL_DAYS}.`}
      summary={<TrialSummary />}
    >
      <CardForm
        stripe={stripe}
        clientSecret={clientSecret}
        cardOnly
        checkout={checkout}
        email={{ value: email, onChange: setEmail }}
        submitLabel="Start My Free Trial"
        fine={`$0 today. Cancel before day ${TRIAL_DAYS} and you are never charged.`}
        onSubmit={onSubmit}
      />
      <SuccessModal
        open={checkout.phase === 'success'}
        title="Your Trial Has Started!"
        message="Your card is saved and nothing was charged today. Your login details are on their way to your inbox."
      />
    </CheckoutShell>
  );
}
