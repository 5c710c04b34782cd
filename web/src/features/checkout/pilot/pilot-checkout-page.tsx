import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CATALOGUE, formatPrice } from '@pitchlens/contracts';
import { errorMessage } from '../../../lib/store/api-slice';
import { useAppDispatch } from '../../../lib/store/hooks';
import { showToast } from '../../../lib/store/toasts-slice';
import { paths } from '../../../config/paths';
import { useCreatePilotPaymentMutation } from '../api/checkout-api';
import { CardForm } from '../components/card-form';
import { CheckoutShell } from '../components/checkout-shell';
import { useCheckoutSubmit } from '../components/use-checkout-submit';
import { useStripe } from '../stripe/use-stripe';
import { PilotSummary } from './pilot-summary';
import { PilotLegal } from './pilot-legal';

const pilotPrice = formatPrice(CATALOGUE.enterprise_pilot.amountCents);

/** /enterprise/pilot (spec §2): the $997 enterprise pilot, paid by card, then straight to the confirmation. */
export default function PilotCheckoutPage() {
  const dispatch = useAppDispatch();
  const stripe = useStripe();
  const [createPilotPayment] = useCreatePilotPaymentMutation();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const started = useRef(false);
  // The pilot has no confirmation modal: its success page is the confirmation (spec §4).
  const checkout = useCheckoutSubmit({ failureTitle: 'Payment Failed', redirectDelayMs: 0 });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    createPilotPayment()
      .unwrap()
      .then(
        (intent) => setClientSecret(intent.clientSecret),
        (error: unknown) => {
          // Spec §8: the toast says so and the spinner stays.
          console.error('Pilot payment setup failed:', errorMessage(error));
          dispatch(showToast({ title: 'Error', description: 'Failed to initialize payment. Please try again.', variant: 'destructive' }));
        },
      );
  }, [createPilotPayment, dispatch]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void checkout.submit(
      (handle) => handle.confirmPayment(`${window.location.origin}${paths.enterprisePilotSuccess}`),
      async () => paths.enterprisePilotSuccess,
    );
  }

  return (
    <CheckoutShell
      eyebrow="Enterprise Pilot Program"
      title="Reserve Your Enterprise Pilot"
      lead="Five seats, your own methodology built into the scoring, and a direct line to our CEO while your team proves the results."
      summary={<PilotSummary />}
    >
      <CardForm
        stripe={stripe}
        clientSecret={clientSecret}
        loadingText="Preparing secure checkout..."
        checkout={checkout}
        submitLabel={`Complete Payment - ${pilotPrice}`}
        onSubmit={onSubmit}
      />
      <PilotLegal />
    </CheckoutShell>
  );
}
