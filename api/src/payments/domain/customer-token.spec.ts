import { CUSTOMER_TOKEN_TTL_SECONDS, CustomerTokens } from './customer-token';

describe('customer token', () => {
  const tokens = new CustomerTokens('a-test-secret-of-enough-length');
  const now = Date.UTC(2026, 10, 22, 12);
  const buyer = { email: 'Buyer@Example.com', stripeCustomerId: 'cus_buyer', checkoutId: 'pi_first' };

  it('proves the email, written one way, the Stripe customer and the checkout it was issued for', () => {
    expect(tokens.read(tokens.issue(buyer, now), now)).toEqual({ email: 'buyer@example.com', stripeCustomerId: 'cus_buyer', checkoutId: 'pi_first' });
    expect(tokens.read(tokens.issue({ email: 'a@b.co', stripeCustomerId: null, checkoutId: 'seti_x' }, now), now)).toEqual({
      email: 'a@b.co',
      stripeCustomerId: null,
      checkoutId: 'seti_x',
    });
  });

  it('differs for two checkouts of one buyer in the same second', () => {
    expect(tokens.issue({ ...buyer, checkoutId: 'pi_second' }, now)).not.toBe(tokens.issue(buyer, now));
  });

  it('expires after an hour', () => {
    const token = tokens.issue(buyer, now);
    expect(tokens.read(token, now + (CUSTOMER_TOKEN_TTL_SECONDS - 1) * 1000)).not.toBeNull();
    expect(tokens.read(token, now + CUSTOMER_TOKEN_TTL_SECONDS * 1000)).toBeNull();
  });

  it('refuses a payload changed to another customer, another key, garbage and nothing', () => {
    const [, signature] = tokens.issue(buyer, now).split('.');
    const otherBody = tokens.issue({ ...buyer, stripeCustomerId: 'cus_victim' }, now).split('.')[0];
    expect(tokens.read(`${otherBody}.${signature}`, now)).toBeNull();
    expect(new CustomerTokens('another-secret-entirely').read(tokens.issue(buyer, now), now)).toBeNull();
    expect(tokens.read(`${tokens.issue(buyer, now)}.extra`, now)).toBeNull();
    expect(tokens.read('nonsense', now)).toBeNull();
    expect(tokens.read(undefined, now)).toBeNull();
  });
});
