import { CUSTOMER_TOKEN_TTL_SECONDS, CustomerTokens } from './customer-token';

describe('customer token', () => {
  const tokens = new CustomerTokens('a-test-secret-of-enough-length');
  const now = Date.UTC(2026, 10, 22, 12);

  it('proves the email it was issued for, however the address is written', () => {
    const token = tokens.issue('Buyer@Example.com', now);
    expect(tokens.verify(token, 'buyer@example.com', now)).toBe(true);
  });

  it('proves nothing about another email', () => {
    expect(tokens.verify(tokens.issue('buyer@example.com', now), 'other@example.com', now)).toBe(false);
  });

  it('expires after an hour', () => {
    const token = tokens.issue('buyer@example.com', now);
    expect(tokens.verify(token, 'buyer@example.com', now + (CUSTOMER_TOKEN_TTL_SECONDS - 1) * 1000)).toBe(true);
    expect(tokens.verify(token, 'buyer@example.com', now + CUSTOMER_TOKEN_TTL_SECONDS * 1000)).toBe(false);
  });

  it('refuses a forged expiry, another key, garbage and nothing', () => {
    const [, signature] = tokens.issue('buyer@example.com', now).split('.');
    expect(tokens.verify(`${Math.floor(now / 1000) + 999_999}.${signature}`, 'buyer@example.com', now)).toBe(false);
    expect(new CustomerTokens('another-secret-entirely').verify(tokens.issue('buyer@example.com', now), 'buyer@example.com', now)).toBe(false);
    expect(tokens.verify('nonsense', 'buyer@example.com', now)).toBe(false);
    expect(tokens.verify(undefined, 'buyer@example.com', now)).toBe(false);
  });
});
