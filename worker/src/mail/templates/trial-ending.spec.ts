import { renderTrialEnding } from './trial-ending';

const links = { siteUrl: 'https://pitchlens.com', fullAnalysisUrl: 'https://pitchlens.com/analysis', schedulingUrl: 'https://calendly.com/x', supportEmail: 'support@pitchlens.com' };

describe('trial ending email', () => {
  it('says when the trial ends, what is charged then, and how to pay nothing', () => {
    const email = renderTrialEnding({ amountCents: 7_900, trialEndsAt: '2026-12-06T10:00:00.000Z' }, links);
    expect(email.subject).toBe('Your Pitchlens trial ends on December 6, 2026');
    expect(email.text).toContain('charged $79 for your first month');
    expect(email.text).toContain('Cancel before December 6, 2026 and you pay nothing');
    expect(email.html).toContain('support@pitchlens.com');
  });
});
