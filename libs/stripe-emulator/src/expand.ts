import { notExpandable } from './errors';
import { EXPANDABLE, INCLUDABLE, REMOVED, isListed } from './expandable';
import { snapshot, type EmulatorState } from './state';
import { invoicePayments } from './resources/invoices';
import type { HandlerResult } from './resources/context';
import type { PaymentIntent } from './types';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Applies `expand[]` on a copy, so stored objects keep ids: each dotted path replaces an id with
 * the object it names, or adds an includable field. `data.` walks lists; embedded objects (a
 * subscription's `items`, an item's `price`) are walked through. A path Stripe would refuse is
 * refused (400), so code that only works against the emulator cannot pass its tests.
 */
export function applyExpand(state: EmulatorState, body: HandlerResult, paths: string[]): HandlerResult {
  if (paths.length === 0) return body;
  const copy = snapshot(body) as unknown as Node;
  for (const path of paths) expandPath(state, copy, path.split('.'), path);
  return copy as unknown as HandlerResult;
}

function expandPath(state: EmulatorState, node: Node, segments: string[], path: string): void {
  if (segments.length === 0) return;
  if (node.object === 'list') {
    if (segments[0] !== 'data') throw notExpandable(path);
    for (const item of node.data as unknown[]) if (isNode(item)) expandPath(state, item, segments.slice(1), path);
    return;
  }
  const type = String(node.object);
  const [head, ...rest] = segments;
  if (isListed(INCLUDABLE, type, head)) {
    node[head] = included(state, node, head);
    if (isNode(node[head])) expandPath(state, node[head] as Node, rest, path);
    return;
  }
  // An expandable field may sit inside a plain hash: try `a`, then `a.b`, … as one field name.
  for (let length = 1; length <= segments.length; length++) {
    const field = segments.slice(0, length).join('.');
    if (isListed(REMOVED, type, field)) return;
    if (isListed(EXPANDABLE, type, field)) {
      expandField(state, node, segments.slice(0, length), segments.slice(length), path);
      return;
    }
  }
  const embedded = node[head];
  // An embedded Stripe object (it has `object`) is walked through; a plain hash must match a listed field above.
  if (isNode(embedded) && typeof embedded.object === 'string' && rest.length > 0) {
    expandPath(state, embedded, rest, path);
    return;
  }
  throw notExpandable(path);
}

function expandField(state: EmulatorState, node: Node, field: string[], rest: string[], path: string): void {
  let container: unknown = node;
  for (const key of field.slice(0, -1)) container = isNode(container) ? container[key] : undefined;
  // A null hash (no parent, no transfer_data) has nothing to expand, as on Stripe.
  if (!isNode(container)) return;
  const leaf = field[field.length - 1];
  const value = container[leaf];
  const expanded = Array.isArray(value) ? value.map((v) => resolve(state, v)) : resolve(state, value);
  container[leaf] = expanded;
  for (const target of Array.isArray(expanded) ? expanded : [expanded]) if (isNode(target)) expandPath(state, target, rest, path);
}

function resolve(state: EmulatorState, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const found = state.objects.get(value);
  return found ? snapshot(found) : value;
}

/** Includable fields are computed, never stored: webhook payloads (snapshots of stored objects) never carry them. */
function included(state: EmulatorState, node: Node, field: string): unknown {
  const id = String(node.id);
  if (field === 'payments') {
    const data = invoicePayments(state, id).map((p) => snapshot(p));
    return { object: 'list', data, has_more: false, url: `/v1/invoices/${id}/payments` };
  }
  // confirmation_secret: the first-payment PaymentIntent's secret; $0 invoices have none.
  const pi = state.find<PaymentIntent>(state.paymentIntentOfInvoice.get(id) ?? '', 'payment_intent');
  return pi ? { client_secret: pi.client_secret, type: 'payment_intent' } : null;
}
