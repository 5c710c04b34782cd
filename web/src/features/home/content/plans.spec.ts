import { planSaving, premiumPlan, teamPlan } from './plans';

describe('pricing plans (spec §9)', () => {
  it('Premium is $79 a month, down from $119: save $40', () => {
    expect([premiumPlan.price, premiumPlan.was, planSaving(premiumPlan)]).toEqual([79, 119, 40]);
  });

  it('Team is $59 per user a month, down from $89: save $30', () => {
    expect([teamPlan.price, teamPlan.was, planSaving(teamPlan)]).toEqual([59, 89, 30]);
  });
});
