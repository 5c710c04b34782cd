import { STRIPE_API_VERSION } from './api-version';
import { Clock } from './clock';
import { noSuch } from './errors';
import { newId } from './ids';
import type { StripeEvent, StripeObject } from './types';

const RESOURCE_NAMES: Record<string, string> = {
  cus: 'customer',
  pm: 'payment_method',
  pi: 'payment_intent',
  seti: 'setup_intent',
  prod: 'product',
  price: 'price',
  sub: 'subscription',
  si: 'subscription_item',
  in: 'invoice',
  ch: 'charge',
  evt: 'event',
};

/** The request being served, so events can name it like Stripe's `event.request`. */
export interface RequestInfo {
  id: string | null;
  idempotencyKey: string | null;
}

/**
 * Everything the emulator knows, in memory. Objects are keyed by id (the prefix tells the type);
 * events are appended in order and handed to the webhook sender.
 */
export class EmulatorState {
  readonly objects = new Map<string, StripeObject>();
  readonly events: StripeEvent[] = [];
  /** Card numbers behind PaymentMethods: decides approvals without putting PANs in API objects. */
  readonly cardNumbers = new Map<string, string>();
  /** PaymentIntent id → invoice id, for the first-invoice and renewal payments. */
  readonly invoiceOfPaymentIntent = new Map<string, string>();
  /** Invoice id → PaymentIntent id (the basil+ API no longer exposes `invoice.payment_intent`). */
  readonly paymentIntentOfInvoice = new Map<string, string>();
  /** SetupIntent id → subscription id, for `pending_setup_intent` on trials without a card. */
  readonly subscriptionOfSetupIntent = new Map<string, string>();
  /** Subscriptions that already had their trial_will_end event. */
  readonly trialWillEndSent = new Set<string>();
  request: RequestInfo = { id: null, idempotencyKey: null };
  private listeners: Array<(event: StripeEvent) => void> = [];

  constructor(readonly clock: Clock = new Clock()) {}

  /** The second a synchronous action runs at (atOneInstant); null outside one. */
  private instant: number | null = null;

  now(): number {
    return this.instant ?? this.clock.now();
  }

  /**
   * Runs synchronous `work` at one second, as one action of Stripe's is: every
   * timestamp it sets and every event it emits carry the same second, even when
   * the clock ticks over while it runs.
   */
  atOneInstant<T>(work: () => T): T {
    const outer = this.instant;
    this.instant = this.clock.now();
    try {
      return work();
    } finally {
      this.instant = outer;
    }
  }

  put<T extends StripeObject>(obj: T): T {
    this.objects.set(obj.id, obj);
    return obj;
  }

  find<T extends StripeObject>(id: string, object: T['object']): T | undefined {
    const found = this.objects.get(id);
    return found && found.object === object ? (found as T) : undefined;
  }

  get<T extends StripeObject>(id: string, object: T['object'], param = 'id'): T {
    const found = this.find<T>(id, object);
    if (!found) throw noSuch(RESOURCE_NAMES[id.split('_')[0]] ?? String(object), id, param);
    return found;
  }

  all<T extends StripeObject>(object: T['object']): T[] {
    return [...this.objects.values()].filter((o): o is T => o.object === object);
  }

  onEvent(listener: (event: StripeEvent) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Appends an event with a snapshot of the object (events carry the object as it was then).
   * `before` is the object before the change, for `previous_attributes` on `*.updated`.
   */
  emit(type: string, obj: StripeObject, before?: StripeObject): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: this.now(),
      data: { object: snapshot(obj) },
      livemode: false,
      pending_webhooks: 0,
      request: { id: this.request.id, idempotency_key: this.request.idempotencyKey },
      type,
    };
    if (before) event.data.previous_attributes = changedFields(before, obj);
    this.events.push(event);
    this.objects.set(event.id, event);
    for (const listener of this.listeners) listener(event);
    return event;
  }
}

export function snapshot<T>(value: T): T {
  return structuredClone(value);
}

function changedFields(before: StripeObject, after: StripeObject): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(before)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = before[key];
  }
  return changed;
}
