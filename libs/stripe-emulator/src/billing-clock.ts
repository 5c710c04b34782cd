import { expireIncomplete, incompleteHasExpired } from './incomplete-expiry';
import { chargeInvoice, newInvoice } from './resources/invoices';
import { addInterval, cancelNow, periodEnd, setPeriod, setStatus, subscriptionAmount, DAY } from './resources/subscription-state';
import type { EmulatorState } from './state';
import type { Subscription } from './types';

/** Stripe sends customer.subscription.trial_will_end three days before the trial ends. */
export const TRIAL_WILL_END_NOTICE_SECONDS = 3 * DAY;

/** Ends a trial at `at`: the first real invoice, charged off-session to the default card (or cancel, if asked). */
export function endTrial(state: EmulatorState, sub: Subscription, at: number): void {
  if (sub.cancel_at_period_end) {
    cancelNow(state, sub, 'cancellation_requested');
    return;
  }
  const price = sub.items.data[0].price;
  const end = addInterval(at, price.recurring?.interval ?? 'month', price.recurring?.interval_count ?? 1);
  setStatus(state, sub, 'active', (s) => {
    s.trial_end = Math.min(s.trial_end ?? at, at);
    setPeriod(s, at, end);
  });
  const invoice = newInvoice(state, sub, 'subscription_cycle', at, end, subscriptionAmount(sub));
  chargeInvoice(state, sub, invoice);
}

/** Starts the next period and charges its invoice, or cancels when cancel_at_period_end is set. */
function renew(state: EmulatorState, sub: Subscription): void {
  const start = periodEnd(sub);
  if (sub.cancel_at_period_end) {
    cancelNow(state, sub, 'cancellation_requested');
    return;
  }
  const price = sub.items.data[0].price;
  const end = addInterval(start, price.recurring?.interval ?? 'month', price.recurring?.interval_count ?? 1);
  setStatus(state, sub, sub.status, (s) => setPeriod(s, start, end));
  const invoice = newInvoice(state, sub, 'subscription_cycle', start, end, subscriptionAmount(sub));
  chargeInvoice(state, sub, invoice);
}

/**
 * What Stripe's billing engine does as time passes: trial_will_end notices, trial ends (first
 * charge), renewals and cancellations at period end, first invoices left unpaid for 23 hours.
 * Runs after every clock advance, all at one second.
 */
export function runBillingClock(state: EmulatorState): void {
  state.atOneInstant(() => passTime(state));
}

function passTime(state: EmulatorState): void {
  const now = state.now();
  for (const sub of state.all<Subscription>('subscription')) {
    if (incompleteHasExpired(sub, now)) {
      expireIncomplete(state, sub);
      continue;
    }
    if (sub.status === 'trialing' && sub.trial_end !== null) {
      if (!state.trialWillEndSent.has(sub.id) && now >= sub.trial_end - TRIAL_WILL_END_NOTICE_SECONDS) {
        state.trialWillEndSent.add(sub.id);
        state.emit('customer.subscription.trial_will_end', sub);
      }
      if (now >= sub.trial_end) endTrial(state, sub, sub.trial_end);
    }
    // Bounded: a jump of years renews at most 120 periods per advance.
    for (let i = 0; i < 120 && (sub.status === 'active' || sub.status === 'past_due') && now >= periodEnd(sub); i++) renew(state, sub);
  }
}
