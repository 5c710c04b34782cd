import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CATALOGUE, formatPrice } from '@pitchlens/contracts';
import { errorMessage } from '../../../lib/store/api-slice';
import { useEmailFromLink } from '../../../lib/tracking/use-email-from-link';
import { paths } from '../../../config/paths';
import { purchaseSteps, stepOf } from '../../../config/purchase-steps';
import { useCreateFrameworkPaymentMutation, useLazyLookupCustomerQuery, type CustomerLookupResponse } from '../api/checkout-api';
import { CardForm } from '../components/card-form';
import { CheckoutShell } from '../components/checkout-shell';
import { SubmitButton } from '../components/submit-button';
import { SuccessModal } from '../components/success-modal';
import { useCheckoutSubmit } from '../components/use-checkout-submit';
import { useNameBuyer } from '../components/use-name-buyer';
import { useStoreCustomer } from '../components/use-store-customer';
import { readCustomerToken } from '../customer-token';
import type { Confirmed } from '../stripe/payment-form';
import { useStripe } from '../stripe/use-stripe';
import { FrameworkSummary } from './framework-summary';
import { useSavedCardCharge } from './use-saved-card-charge';
import { WelcomeBack } from './welcome-back';
import styles from '../components/checkout.module.css';

const session = CATALOGUE.framework_session;

/** /framework-checkout (spec §2): the $497 Framework Mapping Session, with a returning-customer lookup. */
export default function FrameworkCheckoutPage() {
  const linkEmail = useEmailFromLink();
  const stripe = useStripe();
  const [lookupCustomer] = useLazyLookupCustomerQuery();
  const [createPayment] = useCreateFrameworkPaymentMutation();
  const storeCustomer = useStoreCustomer('framework_session');
  const nameBuyer = useNameBuyer();
  const [lookup, setLookup] = useState<CustomerLookupResponse | null>(null);
  const [payment, setPayment] = useState<{ clientSecret: string; hasStoredPayment: boolean } | null>(null);
  const [typedEmail, setTypedEmail] = useState('');
  /** The buyer asked for another card, or the saved one was declined: the card form shows. */
  const [cardWanted, setCardWanted] = useState(false);
  const chargeSavedCard = useSavedCardCharge();
  const started = useRef(false);
  const checkout = useCheckoutSubmit({ failureTitle: 'Payment Failed' });

  useEffect(() => {
    if (linkEmail === undefined || started.current) return;
    started.current = true;
    const customerToken = readCustomerToken() ?? undefined;
    if (customerToken) {
      lookupCustomer()
        .unwrap()
        .then(setLookup, (error: unknown) => console.warn('Customer lookup failed:', errorMessage(error)));
    }
    // Spec §8: a failed setup is logged and the spinner stays.
    createPayment({ customerEmail: linkEmail ?? undefined, customerToken })
      .unwrap()
      .then(setPayment, (error: unknown) => console.error('Payment setup failed:', errorMessage(error)));
  }, [linkEmail, lookupCustomer, createPayment]);

  const customer = lookup?.customer ?? null;
  const knownEmail = customer?.email ?? null;
  // Only the token's buyer has a card the server may charge in one click.
  const oneClick = Boolean(lookup?.hasStoredPayment && customer) && !cardWanted;
  const price = formatPrice(session.amountCents);

  async function stored(email: string, paid: Confirmed): Promise<string> {
    await storeCustomer(email, paid, { firstName: customer?.firstName, lastName: customer?.lastName });
    return paths.frameworkSuccess;
  }

  function payWithSavedCard(event: FormEvent) {
    event.preventDefault();
    void checkout.run(chargeSavedCard, (paid) => stored(knownEmail ?? '', paid)).then((paid) => {
      if (!paid) setCardWanted(true);
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const email = knownEmail ?? typedEmail;
    if (!payment) return;
    const { clientSecret } = payment;
    void checkout.submit(
      async (handle) => {
        await nameBuyer(email, clientSecret);
        return handle.confirmPayment(`${window.location.origin}${paths.frameworkSuccess}`);
      },
      (paid) => stored(email, paid),
    );
  }

  return (
    <CheckoutShell
      eyebrow={`${stepOf(3)} · ${purchaseSteps.bookSession}`}
      title="Book Your Framework Mapping Session"
      lead="Sixty minutes, one-on-one, to map your sales framework into Pitchlens so every call is scored against the way your team actually sells."
      summary={<FrameworkSummary />}
    >
      {oneClick ? (
        <form className={styles.form} onSubmit={payWithSavedCard}>
          <WelcomeBack firstName={customer?.firstName} />
          <SubmitButton phase={checkout.phase} label={`Pay ${price} with My Saved Card`} />
          <button type="button" className={styles.linkButton} onClick={() => setCardWanted(true)} disabled={checkout.phase !== 'idle'}>
            Use a different card
          </button>
        </form>
      ) : (
        <CardForm
          stripe={stripe}
          clientSecret={payment?.clientSecret ?? null}
          checkout={checkout}
          email={knownEmail ? undefined : { value: typedEmail, onChange: setTypedEmail }}
          submitLabel={`Pay ${price} and Book My Session`}
          fine="One-time payment. Covered by the 30-day implementation guarantee."
          onSubmit={onSubmit}
        />
      )}
      <SuccessModal
        open={checkout.phase === 'success'}
        title="Payment Successful!"
        message="Your Framework Mapping Session is confirmed. Your receipt and booking instructions are on their way to your inbox."
      />
    </CheckoutShell>
  );
}
