import { SectionRef } from '../components/section-ref';
import { SupportRequestLink } from '../components/support-links';
import { legalFigures as f } from '../legal-figures';
import type { LegalSection } from '../legal-section';

/** Terms: billing, plan and price changes, cancellation and refunds. */
export const billingTerms: LegalSection[] = [
  {
    id: 'billing',
    title: 'Subscriptions, trials and billing',
    content: (
      <ul>
        <li>
          <strong>Billing cycle.</strong> Paid plans are billed in advance, monthly or annually as you choose at checkout, in US
          dollars. They renew automatically for the same period until you cancel. You authorize us and our card payment processor
          to charge your payment method at the start of each billing period.
        </li>
        <li>
          <strong>Taxes.</strong> Prices exclude applicable sales, use and similar taxes unless stated otherwise, and you are
          responsible for them.
        </li>
        <li>
          <strong>Trials.</strong> A trial requires a payment method, and nothing is charged when it starts. Unless you cancel
          before the trial ends, your subscription begins when it ends and you are charged the price shown when you signed up. Any
          conditions stated on the trial offer form part of these Terms for that trial.
        </li>
        <li>
          <strong>Failed payments.</strong> If a payment fails, we tell you and retry it over the following days. If it still
          cannot be collected, we suspend your account until the balance is paid; continued non-payment can lead to termination
          under <SectionRef id="termination" />.
        </li>
        <li>
          <strong>Founder and promotional rates</strong> stay in place for as long as your subscription remains active without
          interruption. If you cancel or your subscription ends, the rate ends with it.
        </li>
        <li>
          <strong>One-time purchases</strong>, such as a framework mapping session or an enterprise pilot, are charged when you buy
          them, on the terms shown on the offer page or in your proposal.
        </li>
      </ul>
    ),
  },
  {
    id: 'plan-and-price-changes',
    title: 'Plan and price changes',
    content: (
      <>
        <p>
          You can change your plan, seat count or billing cycle at any time. Plan changes take effect at the start of your next
          billing cycle, and the new price applies from then.
        </p>
        <p>
          We may change our prices. We will email you at least {f.priceChangeNoticeDays} days before a new price applies to your
          subscription; it then takes effect at your next renewal after that notice period. If you do not agree, you can cancel before
          it applies. Locked founder rates are not affected while your subscription stays active.
        </p>
      </>
    ),
  },
  {
    id: 'cancellation-and-refunds',
    title: 'Cancellation and refunds',
    content: (
      <>
        <p>
          <strong>Cancel anytime.</strong> You can cancel in your account settings or by{' '}
          <SupportRequestLink subject="Cancel my subscription">emailing a cancellation request</SupportRequestLink>. Cancelling stops
          the next renewal; you keep full access until the end of the period you have paid for. Except as set out below or required
          by law, payments are not refunded for partly used periods.
        </p>
        <h3>{f.moneyBackGuaranteeDays}-day money-back guarantee</h3>
        <p>
          If the service has not helped you, you can ask for a full refund of your first subscription payment within{' '}
          {f.moneyBackGuaranteeDays} days of that payment, provided you have used it as intended: you must show documented implementation of its coaching on at least {f.guaranteeMinimumCalls} of your calls. Refunds go to
          the original payment method. The guarantee applies once per customer.
        </p>
        <p>
          A framework mapping session carries its own {f.moneyBackGuaranteeDays}-day guarantee: you must have attended the session and
          implemented the framework on at least {f.guaranteeMinimumCalls} calls, with proof. Enterprise pilots carry the performance
          guarantee stated in your proposal, and partner seat packs the guarantee in your partner agreement.
        </p>
      </>
    ),
  },
];
