import type { ConversionBreakdown, ConversionTouch } from './conversion-funnel';
import type { FieldError } from './http';
import type { OrderedFunnelStep } from './funnel-steps';
import type { PitchlensEventType } from './events';
import type { Comparison } from './comparison';
import type { ContactsCohort } from './cohorts';
import type { ReferralPayoutRefusal, ReferralPayoutState } from './referral-payouts';

/**
 * Bodies of the admin API (/api/admin/*, /api/contacts). Every one of these
 * endpoints except login needs the admin session cookie and answers 401
 * without it.
 */
export const ADMIN_SESSION_COOKIE = 'pitchlens_admin';

export interface AdminLoginRequest {
  password: string;
}

/** Whether the browser's admin session cookie names a live session. */
export interface AdminSessionResponse {
  authenticated: boolean;
}

/** The gate screen's message for a wrong password (spec §8). */
export const ADMIN_INVALID_PASSWORD_MESSAGE = 'Invalid password. Please try again.';

export type AdminInvalidPasswordResponse = {
  success: false;
  statusCode: 401;
  error: typeof ADMIN_INVALID_PASSWORD_MESSAGE;
  fields: FieldError[];
};

export const CONTACT_SORT_FIELDS = ['createdAt', 'lastActivity', 'email', 'currentFunnelStep'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const CONTACTS_PAGE_SIZE_DEFAULT = 50;
export const CONTACTS_PAGE_SIZE_MAX = 200;

/**
 * The range a dated report takes (GET /api/admin/funnel, traffic, utm,
 * revenue, and the contacts' `from`/`to`): inclusive bounds, each `YYYY-MM-DD`
 * (that whole day of the report time zone) or an ISO 8601 timestamp with its offset. A side left
 * out is open; `to` before `from` is a 400 naming `to`.
 */
export interface AdminReportRange {
  from?: string;
  to?: string;
}

/**
 * A dated report's query: its range, and `compare=previous` to have the
 * answer carry the same report over the previous period (README
 * "Comparison"), which needs both `from` and `to` (traffic: its days).
 */
export interface AdminDatedReportRequest extends AdminReportRange {
  compare?: Comparison;
}

/**
 * Query of GET /api/contacts.csv: the list's filters and order. `from`/`to`
 * bound the contact's `createdAt` (first seen); a timestamp bounds it to the
 * instant. A cohort keeps the people behind one report figure; every filter
 * given applies, so the people behind a figure are a cohort alone with
 * `includeAnonymous` (the reports count anonymous visitors too).
 */
export interface ContactsCsvRequest extends AdminReportRange, ContactsCohort {
  step?: OrderedFunnelStep | 'all';
  email?: string;
  sort?: ContactSortField;
  order?: SortOrder;
  includeAnonymous?: boolean;
}

/** Query of GET /api/contacts: the CSV's, and which page. */
export interface ContactsRequest extends ContactsCsvRequest {
  page?: number;
  pageSize?: number;
}

/** One row of the admin contact table (spec §3). */
export interface AdminContact {
  id: string;
  /** An anonymous visitor's is the placeholder address of their first session. */
  email: string;
  firstName: string | null;
  lastName: string | null;
  currentFunnelStep: OrderedFunnelStep | null;
  referrerName: string | null;
  referrerEmail: string | null;
  /** First touch: the earliest call with campaign fields or an outside referrer, over all the contact's sessions. */
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** Last touch: the latest such call. */
  lastUtmSource: string | null;
  lastUtmMedium: string | null;
  lastUtmCampaign: string | null;
  /** First seen: the earliest event time of the person's own calls. */
  createdAt: string;
  lastActivity: string;
}

export interface ContactsResponse {
  contacts: AdminContact[];
  total: number;
  page: number;
  pageSize: number;
}

/** Counts over a window of whole day of the report time zones ending today. */
export interface ActivityCounts {
  pageViews: number;
  /** Funnel-step events recorded (every call, not unique contacts). */
  funnelEvents: number;
  downloads: number;
  /** Calls from bots (user agents isbot recognises, headless browsers): recorded, left out of every figure. */
  botCallsExcluded: number;
}

/** GET /api/admin/summary takes no query: its windows are all time, today and the last 7 days. */
export type AdminSummaryRequest = void;

export interface AdminSummaryResponse {
  /** The IANA zone every day and day boundary of this answer is in (README: When). */
  timeZone: string;
  totalContacts: number;
  /** Contacts with a real email; the rest are anonymous visitors. */
  identifiedContacts: number;
  /** Contacts (anonymous included) by their furthest ordered step, in funnel order. */
  contactsByStep: { step: OrderedFunnelStep; contacts: number }[];
  /** Contacts that have reached no ordered step yet. */
  contactsWithoutStep: number;
  today: ActivityCounts;
  /** Today and the six days before it (in timeZone). */
  last7Days: ActivityCounts;
  /** What today and the last 7 days compare with: the day before today, and the 7 days before those. */
  yesterday: ActivityCounts;
  previous7Days: ActivityCounts;
  /** Contacts first seen in the last 7 days and in the 7 before (anonymous included; identified: with an email now). */
  newContacts: { last7Days: NewContacts; previous7Days: NewContacts };
}

export interface NewContacts {
  contacts: number;
  identified: number;
}

export interface FunnelStepStats {
  step: string;
  /** Unique contacts that first reached this step in the range (all-time without one). */
  contacts: number;
  /** Step events recorded in the range (repeat visits count again). */
  events: number;
}

export interface OrderedFunnelStepStats extends FunnelStepStats {
  step: OrderedFunnelStep;
  /**
   * Unique contacts whose furthest step is this one or a later one, counted
   * when the range holds the day they first reached that furthest step.
   */
  reachedOrBeyond: number;
  /** reachedOrBeyond of this step / of the previous one (null for the first step or when the previous is 0). */
  conversionFromPrevious: number | null;
  /** Contacts of the previous step that went no further (0 for the first step). */
  dropOffFromPrevious: number;
  dropOffRate: number | null;
}

/** GET /api/admin/funnel: inclusive days of the report time zone (a timestamp counts as its day). */
export type AdminFunnelRequest = AdminDatedReportRequest;

/**
 * GET /api/admin/funnel/conversion: the range's inclusive days of the report time zone; `steps`
 * (comma-separated, 2–7 distinct ordered steps, default all seven in order)
 * and `window` (`1h`…`2160h`, `1d`…`90d`, default 14d); `breakdown` (one of
 * CONVERSION_BREAKDOWNS) splits the people by a value of one of their touches,
 * `touch` (`first`, the default, or `last`; only with a breakdown) says which.
 */
export interface AdminConversionRequest extends AdminDatedReportRequest {
  steps?: string;
  window?: string;
  breakdown?: string;
  touch?: string;
}

/** Seconds from the previous step to this one, of the people who converted. */
export interface TimeToConvert {
  /** Nearest rank: the value at rank ⌈p·n⌉ of the n times sorted; null when nobody converted. */
  medianSeconds: number | null;
  p90Seconds: number | null;
  /** People per bucket: bucket i holds times ≥ edge i−1 (0 for the first) and < edge i; the last has no upper edge. */
  histogram: { fromSeconds: number; toSeconds: number | null; people: number }[];
}

export interface ConversionStepStats {
  step: OrderedFunnelStep;
  /** Step 1: people who entered; step N: who reached steps 1…N in order within the window. */
  people: number;
  /** Reached the previous step but not this one (0 at step 1). */
  dropped: number;
  /** Of the dropped, those whose window was still open at `asOf`: they may yet convert. */
  stillInWindow: number;
  /** people / the previous step's people; null at step 1 or when the previous is 0. */
  conversionFromPrevious: number | null;
  /** people / the people who entered; null when nobody entered. */
  conversionFromFirst: number | null;
  /** Null at step 1. */
  timeToConvert: TimeToConvert | null;
}

/**
 * One row of a broken-down conversion funnel: the people whose chosen touch
 * gave `value` (`kind` value), the values past the top rows together (other),
 * or the people with no such touch, or whose touch has no such value (none).
 */
export interface ConversionBreakdownRow {
  kind: 'value' | 'other' | 'none';
  /** The source, medium, campaign, referrer host or landing path; null for other and none. */
  value: string | null;
  /** The touch that supplied the value: the person's first, or their last at or before they entered. */
  touch: ConversionTouch;
  /** The same figures as the whole funnel's, of this row's people alone. */
  steps: ConversionStepStats[];
}

export interface ConversionBreakdownResult {
  by: ConversionBreakdown;
  touch: ConversionTouch;
  /** Up to CONVERSION_BREAKDOWN_ROWS values by people entered (ties by value), then other, then none; a row with nobody is left out. */
  rows: ConversionBreakdownRow[];
}

/** People who entered at the first step in the range, followed through the steps in order within the window. */
export interface AdminConversionResponse {
  /** The IANA zone every day and day boundary of this answer is in (README: When). */
  timeZone: string;
  /** Inclusive days (in timeZone); null when the range is open. */
  from: string | null;
  to: string | null;
  /** The window as asked (`14d`) and in seconds. */
  window: string;
  windowSeconds: number;
  /** The instant "still in window" was judged at. */
  asOf: string;
  steps: ConversionStepStats[];
  /** The same people split by a touch's value, when a breakdown was asked; else null. */
  breakdown: ConversionBreakdownResult | null;
  /** With `compare=previous`: this report over the previous period (which has no previous of its own). */
  previous?: AdminConversionResponse;
}

export interface AdminFunnelResponse {
  /** The IANA zone every day and day boundary of this answer is in (README: When). */
  timeZone: string;
  /** Inclusive days (report time zone); null when the range is open. */
  from: string | null;
  to: string | null;
  steps: OrderedFunnelStepStats[];
  /** Recorded steps outside the ordered funnel (features, partner_landing, ...). */
  otherSteps: FunnelStepStats[];
  /** With `compare=previous`: this report over the previous period (which has no previous of its own). */
  previous?: AdminFunnelResponse;
}

export interface TrafficDay {
  day: string;
  pageViews: number;
  /** Distinct sessions with a page view that day. */
  uniqueVisitors: number;
  funnelEvents: number;
  downloads: number;
}

/**
 * GET /api/admin/traffic: inclusive days of the report time zone (a timestamp counts as its day),
 * by default the 30 days up to `to`, or up to today; at most 366 days.
 */
export type AdminTrafficRequest = AdminDatedReportRequest;

export interface AdminTrafficResponse {
  /** The IANA zone every day and day boundary of this answer is in (README: When). */
  timeZone: string;
  from: string;
  to: string;
  days: TrafficDay[];
  /** The 20 most viewed paths over the range, most views first; paths with as many views in byte order. */
  topPaths: { path: string; pageViews: number }[];
  /** With `compare=previous`: this report over the previous period (which has no previous of its own). */
  previous?: AdminTrafficResponse;
}

export interface UtmSourceStats {
  /** First-touch utm_source; null for contacts that came without one. */
  source: string | null;
  contacts: number;
  identifiedContacts: number;
  /** By furthest ordered step, in funnel order. */
  contactsByStep: { step: OrderedFunnelStep; contacts: number }[];
}

/** GET /api/admin/utm: bounds on the contacts' `createdAt`, as for GET /api/contacts. */
export type AdminUtmRequest = AdminDatedReportRequest;

export interface AdminUtmResponse {
  /** The IANA zone every day and day boundary of this answer is in (README: When). */
  timeZone: string;
  /** Bounds on the contacts' createdAt; null when open. */
  from: string | null;
  to: string | null;
  sources: UtmSourceStats[];
  /** With `compare=previous`: this report over the previous period (which has no previous of its own). */
  previous?: AdminUtmResponse;
}

export interface TimelineEntry {
  eventId: string;
  type: PitchlensEventType | string;
  at: string;
  summary: string;
  sessionId: string | null;
  data: Record<string, unknown>;
}

/**
 * GET /api/admin/contacts/:id/timeline: the events of the contact's sessions,
 * address and referral streams, and the outcomes of emails those events sent
 * them, read from the event log.
 */
export interface ContactTimelineResponse {
  contactId: string;
  email: string | null;
  /** Newest first. */
  events: TimelineEntry[];
  /** True when the history is longer than the entries returned. */
  truncated: boolean;
}

/**
 * Money of one row of the revenue report: what Stripe took (gross, on the day
 * of each payment), what it gave back (refunds, on the day of each refund),
 * and the difference.
 */
export interface RevenueMoney {
  /** Confirmed payments. */
  payments: number;
  /** Gross: what the payment provider confirmed, in cents, before refunds. */
  amountCents: number;
  refundedCents: number;
  /** amountCents − refundedCents. */
  netCents: number;
}

export interface RevenueProductStats extends RevenueMoney {
  /** A catalogue product id (framework_session, premium_monthly, ...). */
  product: string;
  /** The distinct people with a confirmed payment of it in the range (README "Revenue by touch", Buyers). */
  buyers: number;
}

export interface RevenueDay extends RevenueMoney {
  day: string;
}

/** A product's confirmed payments and refunds by the first-touch source of the contact who bought. */
export interface RevenueSourceStats extends RevenueMoney {
  product: string;
  /** null: the buyer has no touch, or no session or address links the payment to a contact. */
  source: string | null;
}

/** Which of the buyer's touches revenue is credited to: the contact's first, or the latest at or before the payment. */
export const REVENUE_TOUCHES = ['first', 'last'] as const;
export type RevenueTouch = (typeof REVENUE_TOUCHES)[number];

/** Which field of that touch rows are keyed by; `referrer` is the host of a `referral:<host>` source. */
export const REVENUE_DIMENSIONS = ['source', 'medium', 'campaign', 'referrer'] as const;
export type RevenueDimension = (typeof REVENUE_DIMENSIONS)[number];

/**
 * GET /api/admin/revenue: inclusive days of the report time zone of the
 * payment or refund (a timestamp counts as its day); `touch` (default first)
 * and `dimension` (default source) choose how revenue is attributed.
 */
export interface AdminRevenueRequest extends AdminDatedReportRequest {
  touch?: RevenueTouch;
  dimension?: RevenueDimension;
}

/** Revenue, buyers and conversion of one touch value (README "What the numbers mean", Revenue). */
export interface RevenueAttributionRow extends RevenueMoney {
  /** The touch value; null: the buyer or contact has none for this dimension (shown as "(none)"). */
  value: string | null;
  /** Distinct people with a confirmed payment in the range (a fully refunded buyer still counts). */
  buyers: number;
  /** Contacts first seen in the range whose touch (first, or their latest, as chosen) has this value. */
  contactsEntered: number;
  /** buyers / contactsEntered, four decimals; null when no contact entered. */
  conversionRate: number | null;
}

export interface RevenueAttributionProductRow extends RevenueAttributionRow {
  product: string;
}

export interface RevenueAttribution {
  touch: RevenueTouch;
  dimension: RevenueDimension;
  /** Every product together, biggest net first. */
  values: RevenueAttributionRow[];
  /** Per product and value, biggest net first. */
  byProduct: RevenueAttributionProductRow[];
}

/** Monthly recurring revenue of the subscriptions active at `asOf` (a yearly price counts a twelfth). */
export interface RevenueMrr {
  mrrCents: number;
  activeSubscriptions: number;
  byPlan: { plan: string; subscriptions: number; mrrCents: number }[];
}

/** A trial whose end lies within 7 days after `asOf`, and what its first invoice will charge. */
/** How many of the trials due the revenue report lists: the rest are counted and summed. */
export const TRIALS_DUE_LISTED = 25;

export interface RevenueTrialDue {
  subscriptionId: string;
  plan: string;
  /** The buyer's address as the subscription names it; null when it names none. */
  email: string | null;
  trialEndsAt: string;
  amountCents: number;
}

/** GET /api/admin/revenue: confirmed payments and refunds over inclusive days of the report time zone (either side may be open). */
export interface AdminRevenueResponse {
  /** The IANA zone every day and day boundary of this answer is in (README: When). */
  timeZone: string;
  from: string | null;
  to: string | null;
  /** Biggest gross amount first. */
  products: RevenueProductStats[];
  /** Days with at least one payment or refund, oldest first. */
  days: RevenueDay[];
  /** Biggest gross amount first. */
  bySource: RevenueSourceStats[];
  totalPayments: number;
  totalAmountCents: number;
  totalRefundedCents: number;
  totalNetCents: number;
  /** The distinct people with a confirmed payment in the range, of any product. */
  totalBuyers: number;
  attribution: RevenueAttribution;
  /** The moment the report was made: recurring revenue and trials due are judged then, whatever the range. */
  asOf: string;
  mrr: RevenueMrr;
  /** The soonest-ending trials due (at most TRIALS_DUE_LISTED), soonest end first, then by subscription id. */
  trialsDue: RevenueTrialDue[];
  /** Every trial due, listed or not, and what they will charge in all. */
  trialsDueCount: number;
  trialsDueAmountCents: number;
  /** With `compare=previous`: this report over the previous period (which has no previous of its own). */
  previous?: AdminRevenueResponse;
}

/** One referred person (GET /api/admin/referrals): a referral, and a contact only once they act themselves. */
export interface AdminReferral {
  referrerName: string;
  referrerEmail: string;
  referredName: string;
  referredEmail: string;
  title: string;
  company: string;
  /** Their invitation email: submitted (not sent yet), invited or invitation_failed. */
  invitation: 'submitted' | 'invited' | 'invitation_failed';
  submittedAt: string;
  invitedAt: string | null;
  /** Their contact, once they have acted (visited, identified, bought); null until then. */
  contactId: string | null;
  /** The referral's own id (its ReferralSubmitted event's), which the payout calls name. */
  referralId: string;
  /** When their demo was held, once recorded as attended; else null. */
  demoAttendedAt: string | null;
}

export interface AdminReferralsResponse {
  /** The newest 200, newest first. */
  referrals: AdminReferral[];
  total: number;
}

/** POST /api/admin/referrals/:referralId/demo-attended: when the demo was held (not after now), and the team member's address. */
export interface AdminDemoAttendedRequest {
  attendedAt: string;
  recordedBy: string;
}

/** POST /api/admin/referrals/:referralId/payout-paid: the address of the team member who sent the gift card. */
export interface AdminPayoutPaidRequest {
  paidBy: string;
}

/** 202 from either referral payout call: recorded in the log; the payouts report shows it once the referrals read model has it. */
export interface AdminReferralRecordedResponse {
  referralId: string;
  /** True when the same fact was recorded before (a repeated call records nothing). */
  duplicate: boolean;
}

/** One referral whose demo was recorded as attended, and what the terms make of it. */
export interface AdminReferralPayout {
  referralId: string;
  referredName: string;
  referredEmail: string;
  /** As the referrer typed it. */
  company: string;
  /** The referred address's domain: what "one payout per company" counts by. */
  companyKey: string;
  submittedAt: string;
  demoAttendedAt: string;
  demoRecordedBy: string;
  state: ReferralPayoutState;
  refusal: ReferralPayoutRefusal | null;
  /** Demo + 24 hours, for an owed or paid payout; null when refused. */
  dueBy: string | null;
  /** Owed and past its due-by at `asOf`. */
  overdue: boolean;
  paidBy: string | null;
  paidAt: string | null;
}

export interface AdminReferrerPayouts {
  referrerName: string;
  referrerEmail: string;
  owed: number;
  paid: number;
  refused: number;
  /** Their payouts, newest demo first. */
  payouts: AdminReferralPayout[];
}

/** GET /api/admin/referrals/payouts: per referrer, gift cards owed, paid and refused, judged at `asOf`. */
export interface AdminReferralPayoutsResponse {
  asOf: string;
  giftCardCents: number;
  totals: { owed: number; paid: number; refused: number };
  /** Referrers with a recorded demo, most owed first (then by address). */
  referrers: AdminReferrerPayouts[];
}

/** POST /api/admin/payments/:paymentIntentId/refund: cents to give back; omitted, all that is left of the payment. */
export interface AdminRefundRequest {
  amountCents?: number;
  /**
   * What was left of the payment when the refund was asked for (what the
   * admin saw). The same request again (a second click, a retry), however
   * late, is then the same refund; without it only requests that overlap are.
   */
  leftCents?: number;
}

/**
 * 202 from POST /api/admin/payments/:paymentIntentId/refund: the refund Stripe
 * made (or is making); its PaymentRefunded fact arrives later, by webhook.
 */
export interface AdminRefundResponse {
  refundId: string;
  /** Stripe's: succeeded, pending, requires_action, failed or canceled. */
  status: string;
}
