import { formatUsd } from '../../lib/format-usd';
import { annualPlanCost, formatUsdThousands } from './enterprise-pricing';

describe('annualPlanCost', () => {
  it.each([
    [20, '$17K'],
    [100, '$65K'],
    [200, '$125K'],
  ])('prices %i seats at %s a year', (seats, quoted) => {
    expect(formatUsdThousands(annualPlanCost(seats))).toBe(quoted);
  });

  it('charges the platform fee once on top of $600 per seat', () => {
    expect(annualPlanCost(1)).toBe(5_600);
    expect(formatUsd(annualPlanCost(20))).toBe('$17,000');
  });
});
