/**
 * The planned log's storage: one flat typed column per field (a million
 * objects would cost hundreds of MB). Shared by the visits' plan and Stripe's.
 */

/** What the payments reactor records from Stripe (the rest are the site's calls). */
export const STRIPE_KINDS = ['PaymentSucceeded', 'PaymentRefunded', 'SubscriptionStarted', 'SubscriptionUpdated', 'SubscriptionCancelled', 'TrialStarted', 'TrialEnding'] as const;
export type StripeKind = (typeof STRIPE_KINDS)[number];
export const KINDS = ['PageViewed', 'FunnelStepReached', 'ContactIdentified', 'FileDownloaded', 'BreakdownEmailRequested', 'ReferralSubmitted', ...STRIPE_KINDS] as const;
export type Kind = (typeof KINDS)[number];
/** A kind's number in the `kind` column. */
export const KIND = Object.fromEntries(KINDS.map((kind, i) => [kind, i])) as Record<Kind, number>;

export function isStripeKind(kind: Kind): kind is StripeKind {
  return (STRIPE_KINDS as readonly Kind[]).includes(kind);
}

/** The `at` column is in epoch milliseconds. */
export const DAY_MS = 86_400_000;

export const FLAG_EMAIL = 1;
export const FLAG_UTM = 2;
export const FLAG_ENTRY = 4;
export const FLAG_REMOVED = 8;
/** A refund of part of its payment. */
export const FLAG_PARTIAL = 16;

/** Growable columns of planned events. */
export class Columns {
  size = 0;
  at = new Float64Array(1 << 16);
  session = new Int32Array(1 << 16);
  kind = new Uint8Array(1 << 16);
  arg = new Int32Array(1 << 16);
  flags = new Uint8Array(1 << 16);
  /** Index of the first event of the append (one API call) this event belongs to. */
  group = new Int32Array(1 << 16);

  push(at: number, session: number, kind: number, arg: number, flags = 0, group = -1): number {
    if (this.size === this.at.length) this.grow();
    const i = this.size++;
    this.at[i] = at;
    this.session[i] = session;
    this.kind[i] = kind;
    this.arg[i] = arg;
    this.flags[i] = flags;
    this.group[i] = group < 0 ? i : group;
    return i;
  }

  private grow(): void {
    const n = this.at.length * 2;
    const widen = <T extends Float64Array | Int32Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const next = make(n);
      next.set(old);
      return next;
    };
    this.at = widen(this.at, (k) => new Float64Array(k));
    this.session = widen(this.session, (k) => new Int32Array(k));
    this.kind = widen(this.kind, (k) => new Uint8Array(k));
    this.arg = widen(this.arg, (k) => new Int32Array(k));
    this.flags = widen(this.flags, (k) => new Uint8Array(k));
    this.group = widen(this.group, (k) => new Int32Array(k));
  }
}
