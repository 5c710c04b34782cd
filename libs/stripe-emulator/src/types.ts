/** Stored objects are kept in the exact JSON shape the API returns; fields we act on are typed. */
export interface StripeObject {
  id: string;
  object: string;
  [field: string]: unknown;
}

export type Metadata = Record<string, string>;

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
  total_count?: number;
}

export interface Customer extends StripeObject {
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Metadata;
  invoice_settings: { default_payment_method: string | null; custom_fields: null; footer: null; rendering_options: null };
}

export interface PaymentMethod extends StripeObject {
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: string; [k: string]: unknown };
}

export interface LastPaymentError {
  type: 'card_error';
  code: string;
  decline_code?: string;
  message: string;
  payment_method?: PaymentMethod;
  doc_url?: string;
}

export interface PaymentIntent extends StripeObject {
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  client_secret: string;
  description: string | null;
  metadata: Metadata;
  payment_method: string | null;
  setup_future_usage: 'on_session' | 'off_session' | null;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  last_payment_error: LastPaymentError | null;
  latest_charge: string | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
}

export interface Charge extends StripeObject {
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  customer: string | null;
  payment_intent: string | null;
  payment_method: string | null;
  paid: boolean;
  refunded: boolean;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface Refund extends StripeObject {
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string | null;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  metadata: Metadata;
}

export interface SetupIntent extends StripeObject {
  object: 'setup_intent';
  customer: string | null;
  client_secret: string;
  metadata: Metadata;
  payment_method: string | null;
  usage: 'on_session' | 'off_session';
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  last_setup_error: LastPaymentError | null;
}

export interface Price extends StripeObject {
  object: 'price';
  currency: string;
  unit_amount: number;
  product: string;
  type: 'one_time' | 'recurring';
  recurring: { interval: 'day' | 'week' | 'month' | 'year'; interval_count: number; [k: string]: unknown } | null;
}

export interface SubscriptionItem extends StripeObject {
  object: 'subscription_item';
  price: Price;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  subscription: string;
}

export type SubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export interface Subscription extends StripeObject {
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  currency: string;
  items: ListObject<SubscriptionItem>;
  latest_invoice: string | null;
  default_payment_method: string | null;
  metadata: Metadata;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  trial_start: number | null;
  trial_end: number | null;
  pending_setup_intent: string | null;
  payment_settings: { save_default_payment_method: 'off' | 'on_subscription'; payment_method_types: string[] | null; payment_method_options: null };
}

export interface Invoice extends StripeObject {
  object: 'invoice';
  customer: string;
  currency: string;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'manual';
  period_start: number;
  period_end: number;
  status_transitions: { finalized_at: number | null; paid_at: number | null; marked_uncollectible_at: null; voided_at: number | null };
  total: number;
}

export interface StripeEvent extends StripeObject {
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
  request: { id: string | null; idempotency_key: string | null };
}
