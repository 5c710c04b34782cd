/**
 * Stripe's side of the seeded log: what the payments reactor records of a
 * purchase (worker/src/reactors/payments/stripe-facts.ts) and the revenue
 * read models are built from. A framework session is paid by its
 * PaymentIntent; premium and trials are subscriptions, paid by their
 * invoices; a share of payments is refunded. The log spans WINDOW_DAYS, so
 * no plan renews in it: a trial's first charge is where one falls past due.
 * The reactor's other records (InvoicePaid, PaymentFailed) feed no read
 * model and are left out.
 */
import { CATALOGUE, FOUNDER_LIMIT, TRIAL_DAYS, type ProductId, type SubscriptionProduct } from '@pitchlens/contracts';
import { DAY_MS, FLAG_PARTIAL, KIND, type Columns } from './projections-seed-columns';

/** A subscription's plan by its number (the `plan` column). */
export const SUBSCRIPTION_PLANS = ['premium_monthly', 'premium_yearly', 'premium_trial'] as const satisfies readonly ProductId[];
export const [MONTHLY, YEARLY, TRIAL] = [0, 1, 2];
const isFounderPlan = (plan: number) => (CATALOGUE[SUBSCRIPTION_PLANS[plan]] as SubscriptionProduct).founderRate;
/** What `buy` is told for a one-time purchase. */
export const FRAMEWORK_SESSION = -1;
/** Stripe's statuses by number: a lifecycle fact's arg. */
export const STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof STATUSES)[number];
const [TRIALING, ACTIVE, PAST_DUE, CANCELED] = [0, 1, 2, 3];

/** A PaymentSucceeded's arg: a one-time purchase (a framework session), or its session's subscription invoice. */
export const ONE_TIME = 0;
export const INVOICE = 1;

/** How far after "now" the revenue report lists trials due (libs/reports/src/revenue/recurring-revenue.ts). */
export const TRIALS_DUE_DAYS = 7;

/** A fifth of the refunds planned would fall after the log's end: about 8% of payments are refunded in it. */
const REFUNDED = 0.1;
const REFUNDED_IN_FULL = 0.6;
const PREMIUM_CANCELLED = 0.1;
/** An ended trial's first charge: paid, else declined (past due), else the trial was cancelled. */
const TRIAL_PAID = 0.65;
const TRIAL_DECLINED = 0.15;
/** Stripe's trial_will_end notice comes three days before the end. */
const TRIAL_NOTICE_MS = 3 * DAY_MS;

export class StripePlan {
  /** Per session: its subscription's plan (SUBSCRIPTION_PLANS), -1 for none. One at most, so a session names it. */
  readonly plan: Int8Array;
  /** Per session: when its trial ends (ms), 0 without one. */
  readonly trialEnd: Float64Array;
  /** Subscriptions by their status at the log's end. */
  readonly byStatus = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<SubscriptionStatus, number>;
  /** Trials still on at the log's end that end within TRIALS_DUE_DAYS of it. */
  trialsDue = 0;
  /** The session being planned: its framework sessions' and its subscription's purchase times. */
  private readonly oneTimeAt: number[] = [];
  private subscribedAt = 0;
  private founders = 0;

  constructor(
    private readonly events: Columns,
    private readonly random: () => number,
    private readonly windowEnd: number,
    sessions: number,
  ) {
    this.plan = new Int8Array(sessions).fill(-1);
    this.trialEnd = new Float64Array(sessions);
  }

  /**
   * Whether session `s` may check out `plan`: a subscriber does not check
   * out again, and once FOUNDER_LIMIT founder subscriptions have started the
   * API refuses a founder plan (the first planned buyers take the places:
   * their count is what the API checks).
   */
  mayCheckOut(s: number, plan: number): boolean {
    return this.plan[s] < 0 && (!isFounderPlan(plan) || this.founders < FOUNDER_LIMIT);
  }

  /** Session `s` buys a framework session, or subscribes to a plan, at `t` (as Stripe confirms it). */
  buy(t: number, s: number, plan: number): void {
    if (plan === FRAMEWORK_SESSION) {
      this.oneTimeAt.push(t);
      return;
    }
    [this.plan[s], this.subscribedAt] = [plan, t];
    if (isFounderPlan(plan)) this.founders += 1;
  }

  /**
   * Plans what session `s` bought, once its visits are planned: a visit's
   * own events stay in time order in the columns, and Stripe's come days
   * later (refunds, a trial's end, cancellations).
   */
  settle(s: number): void {
    for (const t of this.oneTimeAt) this.pay(t, s, ONE_TIME);
    this.oneTimeAt.length = 0;
    if (this.plan[s] === TRIAL) this.trial(this.subscribedAt, s);
    else if (this.plan[s] >= 0) this.premium(this.subscribedAt, s);
  }

  /**
   * Its first invoice paid, then Stripe's update to active, which the
   * reactor records as the start and an update. Some cancel later; a refund
   * in full cancels too.
   */
  private premium(t: number, s: number): void {
    const refundedInFull = this.pay(t, s, INVOICE);
    const live = this.events.push(t + 2000, s, KIND.SubscriptionStarted, ACTIVE);
    this.events.push(t + 2000, s, KIND.SubscriptionUpdated, ACTIVE, 0, live);
    const cancelled = this.random() < PREMIUM_CANCELLED ? t + this.wait(6) : Infinity;
    this.endAs(s, ACTIVE, Math.min(cancelled, refundedInFull));
  }

  /** Started trialing with its trial, the notice before its end, and at the end (if the log reaches it) its first charge. */
  private trial(t: number, s: number): void {
    const end = t + TRIAL_DAYS * DAY_MS;
    this.trialEnd[s] = end;
    const started = this.events.push(t, s, KIND.SubscriptionStarted, TRIALING);
    this.events.push(t, s, KIND.TrialStarted, 0, 0, started);
    if (end - TRIAL_NOTICE_MS < this.windowEnd) this.events.push(end - TRIAL_NOTICE_MS, s, KIND.TrialEnding, 0);
    if (end >= this.windowEnd) {
      this.byStatus.trialing += 1;
      if (end <= this.windowEnd + TRIALS_DUE_DAYS * DAY_MS) this.trialsDue += 1;
      return;
    }
    const roll = this.random();
    if (roll < TRIAL_PAID) {
      this.events.push(end, s, KIND.SubscriptionUpdated, ACTIVE);
      this.endAs(s, ACTIVE, this.pay(end, s, INVOICE));
    } else if (roll < TRIAL_PAID + TRIAL_DECLINED) {
      this.events.push(end, s, KIND.SubscriptionUpdated, PAST_DUE);
      this.endAs(s, PAST_DUE, Infinity);
    } else {
      // Cancelled during the trial: Stripe ends it when the trial ends, never charged.
      this.endAs(s, TRIALING, end);
    }
  }

  /** The subscription stays `status`, unless it is cancelled at `cancelledAt` within the log. */
  private endAs(s: number, status: number, cancelledAt: number): void {
    const cancelled = cancelledAt < this.windowEnd;
    if (cancelled) this.events.push(cancelledAt, s, KIND.SubscriptionCancelled, CANCELED);
    this.byStatus[STATUSES[cancelled ? CANCELED : status]] += 1;
  }

  /** A payment at `t`; a share are refunded hours to days later, in full or in part. Returns when it was refunded in full (Infinity: it was not). */
  private pay(t: number, s: number, paid: number): number {
    const payment = this.events.push(t, s, KIND.PaymentSucceeded, paid);
    if (this.random() >= REFUNDED) return Infinity;
    const at = t + this.wait(3);
    if (at >= this.windowEnd) return Infinity;
    const full = this.random() < REFUNDED_IN_FULL;
    this.events.push(at, s, KIND.PaymentRefunded, payment, full ? 0 : FLAG_PARTIAL);
    return full ? at : Infinity;
  }

  /** An hour, then an exponential wait of `meanDays` on average. */
  private wait(meanDays: number): number {
    return 3_600_000 + Math.round(-Math.log(1 - this.random()) * meanDays * DAY_MS);
  }
}
