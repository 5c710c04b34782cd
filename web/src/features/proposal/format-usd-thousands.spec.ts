import fc from 'fast-check';
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

  it('writes every whole amount as Intl did', () => {
    const intl = (amount: number) => `$${(Math.round(amount / 100) / 10).toLocaleString('en-US')}K`;
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        // Intl wrote the sign of a negative amount rounded to zero ("$-0K"); it is written "$0K".
        fc.pre(Math.round(amount / 100) !== 0 || amount >= 0);
        expect(formatUsdThousands(amount)).toBe(intl(amount));
      }),
      { numRuns: 3000 },
    );
  });
});
