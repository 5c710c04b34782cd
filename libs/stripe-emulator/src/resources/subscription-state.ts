import { snapshot, type EmulatorState } from '../state';
import type { Subscription } from '../types';

/** Subscription bookkeeping shared by creation, invoices and the billing clock. */

export const DAY = 86_400;

/** Adds whole billing intervals in UTC calendar terms, clamping to month end (Jan 31 + 1 month → Feb 28/29). */
export function addInterval(from: number, interval: string, count: number): number {
  if (interval === 'day') return from + count * DAY;
  if (interval === 'week') return from + count * 7 * DAY;
  const d = new Date(from * 1000);
  const months = interval === 'year' ? 12 * count : count;
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return Math.floor(d.getTime() / 1000);
}

export function periodEnd(sub: Subscription): number {
  return sub.items.data[0]?.current_period_end ?? (sub.created as number);
}

export function setPeriod(sub: Subscription, start: number, end: number): void {
  for (const item of sub.items.data) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
}

export function subscriptionAmount(sub: Subscription): number {
  return sub.items.data.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
}

export function setStatus(state: EmulatorState, sub: Subscription, status: Subscription['status'], change?: (s: Subscription) => void): void {
  const before = snapshot(sub);
  sub.status = status;
  change?.(sub);
  if (JSON.stringify(before) !== JSON.stringify(sub)) state.emit('customer.subscription.updated', sub, before);
}

export function cancelNow(state: EmulatorState, sub: Subscription, reason: string): void {
  const before = snapshot(sub);
  const now = state.now();
  sub.status = 'canceled';
  sub.canceled_at = sub.canceled_at ?? now;
  sub.ended_at = now;
  sub.cancellation_details = { comment: null, feedback: null, reason };
  state.emit('customer.subscription.deleted', sub, before);
}
