import { furthestStep, isFunnelStep } from './funnel-steps';

describe('furthestStep', () => {
  it('moves forward along the ordered funnel', () => {
    expect(furthestStep(null, 'home')).toBe('home');
    expect(furthestStep('home', 'trial_checkout')).toBe('trial_checkout');
  });

  it('never moves back when an earlier step arrives later', () => {
    expect(furthestStep('premium_checkout', 'landing')).toBe('premium_checkout');
    const steps = ['framework_session', 'home', 'breakdown_download', 'completed', 'landing'] as const;
    expect(steps.reduce((current, step) => furthestStep(current, step), null as ReturnType<typeof furthestStep>)).toBe('completed');
  });

  it('does not let activity steps move the position', () => {
    expect(furthestStep('landing', 'premium_purchase_success')).toBe('landing');
    expect(furthestStep(null, 'features')).toBeNull();
  });
});

it('knows the step names of the spec and no others', () => {
  expect(isFunnelStep('pitchlens_vs_gong')).toBe(true);
  expect(isFunnelStep('partner_landing')).toBe(true);
  expect(isFunnelStep('checkout')).toBe(false);
  expect(isFunnelStep(3)).toBe(false);
});
