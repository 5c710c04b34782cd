import { snapshot, type EmulatorState } from './state';
import { invoicePayments } from './resources/invoices';
import type { HandlerResult } from './resources/context';

type Node = Record<string, unknown>;

/**
 * Applies `expand[]`: each dotted path replaces an id with the object it names, on a copy, so
 * stored objects keep ids. `data.` walks list results. `latest_invoice.payment_intent` still works
 * (the basil+ API dropped `invoice.payment_intent`; older integrations ask for it).
 */
export function applyExpand(state: EmulatorState, body: HandlerResult, paths: string[]): HandlerResult {
  if (paths.length === 0) return body;
  const copy = snapshot(body) as unknown as Node;
  for (const path of paths) walk(state, copy, path.split('.'));
  return copy as unknown as HandlerResult;
}

function walk(state: EmulatorState, node: Node, segments: string[]): void {
  if (segments.length === 0) return;
  const [head, ...rest] = segments;
  let value = node[head];
  if (value === undefined && head === 'payment_intent' && node.object === 'invoice') {
    value = state.paymentIntentOfInvoice.get(String(node.id)) ?? null;
  }
  if (value === undefined && head === 'payments' && node.object === 'invoice') {
    // `payments` is includable: present only when expanded, like on Stripe.
    const payments = invoicePayments(state, String(node.id)).map((p) => snapshot(p));
    node[head] = { object: 'list', data: payments, has_more: false, url: `/v1/invoices/${String(node.id)}/payments` };
    walk(state, node[head] as Node, rest);
    return;
  }
  if (Array.isArray(value)) {
    node[head] = value.map((el) => {
      const expanded = resolve(state, el);
      if (expanded && typeof expanded === 'object') walk(state, expanded as Node, rest);
      return expanded;
    });
    return;
  }
  const expanded = resolve(state, value);
  node[head] = expanded;
  if (expanded && typeof expanded === 'object') walk(state, expanded as Node, rest);
}

function resolve(state: EmulatorState, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const found = state.objects.get(value);
  return found ? snapshot(found) : value;
}
