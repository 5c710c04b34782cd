import type { ProductId } from '@pitchlens/contracts';
import type { Identity } from './journey';
import type { Random } from './random';
import type { SharedBrowser } from './shared-browser';

/**
 * Who buys what, how the page names the buyer, and which cards they try:
 * people on one of their devices, new buyers on anonymous visits, and
 * checkouts on browsers two people share.
 */

export interface CheckoutPlan {
  product: ProductId;
  sessionId: string;
  /** The address the buyer types (as typed); null when the page asks none (the pilot). */
  email: string | null;
  /** The page sends the address with the call that creates the checkout (and never calls checkout-buyer), or names the buyer after it. */
  namedBy: 'create' | 'buyer';
  /** Tried in turn, at once: a declined card retried with a good one is two attempts Stripe reports. */
  cards: string[];
  storeCustomer: boolean;
}

export interface Buyer {
  identity: Identity;
  sessions: string[];
}

const PRODUCTS: [ProductId, number][] = [['premium_monthly', 5], ['premium_yearly', 4], ['premium_trial', 6], ['framework_session', 5], ['enterprise_pilot', 3]];
const DECLINED = '4000000000000002';
const GOOD = '4242424242424242';
const CARDS = { good: [GOOD], retried: [DECLINED, GOOD], declined: [DECLINED] };

/** Each person is the buyer of one checkout at most, so the order of their payment facts is the order of its attempts. */
export function planCheckouts(rng: Random, people: Buyer[], anonymous: string[], shared: SharedBrowser[], domains: string[]): CheckoutPlan[] {
  const inShared = new Set(shared.flatMap((b) => [b.first, b.second]));
  const buyers = rng.shuffle(people.filter((p) => !inShared.has(p.identity)));
  const plans: CheckoutPlan[] = [];
  for (const [product, count] of PRODUCTS) {
    for (let i = 0; i < count; i++) {
      const buyer = buyers.pop();
      if (!buyer) break;
      // Any of the buyer's devices: one that never named them is merged into them by the checkout.
      plans.push({
        product, sessionId: rng.pick(buyer.sessions), email: buyer.identity.sendAs,
        namedBy: product !== 'enterprise_pilot' && rng.chance(0.35) ? 'create' : 'buyer',
        cards: CARDS[rng.weighted({ good: 60, retried: 30, declined: 10 })], storeCustomer: rng.chance(0.5),
      });
    }
  }
  const visitor = (sessionId: string, product: ProductId, email: string | null, namedBy: CheckoutPlan['namedBy'], cards: string[]): CheckoutPlan =>
    ({ product, sessionId, email, namedBy, cards, storeCustomer: cards[cards.length - 1] === GOOD && email !== null });
  const [pilotVisitor, newBuyer, quitter, ...others] = rng.shuffle([...anonymous]);
  const address = (local: string) => `${local}@${rng.pick(domains)}`;
  if (pilotVisitor) plans.push(visitor(pilotVisitor, 'enterprise_pilot', null, 'buyer', CARDS.good));
  if (newBuyer) plans.push(visitor(newBuyer, 'framework_session', address('new.buyer'), 'buyer', CARDS.retried));
  // Declined and given up: no payment and no step, but the address still names the session.
  if (quitter) plans.push(visitor(quitter, 'premium_monthly', address('gave.up'), 'buyer', CARDS.declined));
  // New buyers whose address comes only with the create call: two give up after a decline, one retries at once.
  const byCreate: [ProductId, string[]][] = [['framework_session', CARDS.declined], ['premium_trial', CARDS.declined], ['premium_yearly', CARDS.retried]];
  byCreate.forEach(([product, cards], i) => {
    if (others[i]) plans.push(visitor(others[i], product, address(`named.at.create${i}`), 'create', cards));
  });
  // On a shared browser the payment is the address the checkout is given, whoever holds the session;
  // without one (the pilot) it is whoever holds the session then.
  const [pilotShared, buyerShared, createShared] = shared;
  const notHolding = (b: SharedBrowser) => (b.switchedBack ? b.second : b.first).sendAs;
  if (pilotShared) plans.push(visitor(pilotShared.sessionId, 'enterprise_pilot', null, 'buyer', CARDS.good));
  if (buyerShared) plans.push(visitor(buyerShared.sessionId, 'framework_session', notHolding(buyerShared), 'buyer', CARDS.retried));
  if (createShared) plans.push(visitor(createShared.sessionId, 'premium_monthly', notHolding(createShared), 'create', CARDS.good));
  return rng.shuffle(plans);
}
