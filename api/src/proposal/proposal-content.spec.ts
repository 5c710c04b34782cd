import { PROPOSAL_CONTENT } from './proposal-content';

/** The figures the proposal quotes are the spec's (§9 "Enterprise"). */
describe('the proposal content', () => {
  const { phases, pricing, guarantee, availability, callToAction } = PROPOSAL_CONTENT;

  it('plans the three phases: pilot up to 5 seats, core team 5–20, enterprise 20–100+', () => {
    expect(phases.map((phase) => phase.seats)).toEqual(['Up to 5 seats', '5–20 seats', '20–100+ seats']);
    expect(phases[0]).toMatchObject({ duration: '14-day pilot, extended to 30 days if the KPIs are not met', investment: expect.stringContaining('$997') });
    for (const phase of phases) expect(phase.whatHappens.length).toBeGreaterThan(0);
  });

  it('prices the 14-day pilot at $997 for 5 seats, fully credited, and the annual plan at $600 a seat plus $5,000', () => {
    expect(pricing.pilot).toEqual({ priceUsd: 997, seats: 5, days: 14, creditedToAnnualPercent: 100 });
    expect(pricing.annual).toMatchObject({ perSeatPerYearUsd: 600, platformFeeUsd: 5000 });
    expect(pricing.annual.examples).toEqual([
      { seats: 20, annualUsd: 17_000 },
      { seats: 100, annualUsd: 65_000 },
      { seats: 200, annualUsd: 125_000 },
    ]);
  });

  it('guarantees 2 of 3 KPIs within 14 days, else extended to 30 or refunded, as every page says', () => {
    expect(guarantee).toMatchObject({ kpisRequired: 2, windowDays: 14, title: 'The 14-Day KPI Guarantee' });
    expect(guarantee.kpis.map((kpi) => kpi.target)).toEqual(['95%', '30%', '2+']);
    expect(guarantee.remedy).toMatch(/extended to 30 days/);
    expect(guarantee.remedy).toMatch(/refunded 100%/);
  });

  it('offers the founder rate to the first 20 enterprise customers, 3 slots a quarter', () => {
    expect(availability).toMatchObject({ founderRateCustomers: 20, slotsPerQuarter: 3 });
    expect(callToAction.label).toBe('Reserve Your Enterprise Slot');
  });
});
