import { idempotencyKey } from './idempotency-key';

describe('idempotencyKey', () => {
  const longAddress = `${'a'.repeat(64)}@${'b'.repeat(180)}.com`;

  it('is the same for the same operation and client id, and differs for another of either', () => {
    const key = idempotencyKey(`framework-customer:${longAddress}`, '0190f0c8-0000-7000-8000-000000000001').idempotencyKey;
    expect(idempotencyKey(`framework-customer:${longAddress}`, '0190f0c8-0000-7000-8000-000000000001').idempotencyKey).toBe(key);
    expect(idempotencyKey(`framework-payment:${longAddress}`, '0190f0c8-0000-7000-8000-000000000001').idempotencyKey).not.toBe(key);
    expect(idempotencyKey(`framework-customer:${longAddress}`, '0190f0c8-0000-7000-8000-000000000002').idempotencyKey).not.toBe(key);
  });

  it('stays within Stripe’s 255 characters and carries no address, however long the address', () => {
    const { idempotencyKey: key } = idempotencyKey(`framework-customer:${longAddress}`, '0190f0c8-0000-7000-8000-000000000001');
    expect(key.length).toBeLessThanOrEqual(255);
    expect(key).not.toContain('@');
  });

  it('is new each time without a client id', () => {
    expect(idempotencyKey('pilot-payment', undefined).idempotencyKey).not.toBe(idempotencyKey('pilot-payment', undefined).idempotencyKey);
  });
});
