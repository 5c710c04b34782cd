import { formatUsdThousands } from './format-usd-thousands';

describe('formatUsdThousands', () => {
  it.each([
    [17_000, '$17K'],
    [65_000, '$65K'],
    [125_000, '$125K'],
    [17_500, '$17.5K'],
    [1_205_000, '$1,205K'],
  ])('shows %p as %p', (amount, text) => {
    expect(formatUsdThousands(amount)).toBe(text);
  });
});
