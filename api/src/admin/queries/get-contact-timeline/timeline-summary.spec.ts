import { summarizeEvent } from './timeline-summary';

describe('summarizeEvent', () => {
  it('says what happened in a line', () => {
    expect(summarizeEvent('PageViewed', { path: '/pitchlens-premium', title: null, referrer: null })).toBe('Viewed /pitchlens-premium');
    expect(summarizeEvent('FunnelStepReached', { email: null, step: 'trial_checkout', stepData: {} })).toBe('Reached funnel step trial_checkout');
    expect(summarizeEvent('ContactIdentified', { email: 'a@b.io', sessionId: 's', firstName: null, lastName: null, source: 'track-contact' })).toBe(
      'Identified as a@b.io (track-contact)',
    );
    expect(
      summarizeEvent('ReferralSubmitted', {
        submissionId: 'x',
        row: 1,
        referrer: { name: 'Ann Lee', email: 'ann@acme.io' },
        referred: { name: 'Bo', email: 'bo@corp.io', title: 'Sales Manager', company: 'Corp' },
      }),
    ).toBe('Referred by Ann Lee <ann@acme.io> (Sales Manager, Corp)');
  });

  it('falls back to the type for events newer than this code', () => {
    expect(summarizeEvent('SomethingNew', {})).toBe('SomethingNew');
  });
});
