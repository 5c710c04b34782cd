import { KNOWN_EMAIL_STORAGE_KEY } from '../../../lib/tracking/tracking-client';
import { sentBodies, stubFetch } from '../../../../test/stub-fetch';
import { trackPremiumPurchase, trackTrialSignup } from './track-purchase';

describe('purchase funnel steps', () => {
  beforeEach(() => sessionStorage.clear());

  it('records the founder purchase for the buyer at the catalogue amount', async () => {
    const calls = stubFetch();
    await trackPremiumPurchase('ann@acme.com', 'yearly');
    expect(sentBodies(calls, '/api/track-funnel-step')[0]).toMatchObject({
      step: 'premium_purchase_success',
      email: 'ann@acme.com',
      stepData: { productType: 'premium', billingCycle: 'yearly', amount: 590 },
    });
    expect(sessionStorage.getItem(KNOWN_EMAIL_STORAGE_KEY)).toBe('ann@acme.com');
  });

  it('records the trial signup for the buyer', async () => {
    const calls = stubFetch();
    await trackTrialSignup('bo@acme.com');
    expect(sentBodies(calls, '/api/track-funnel-step')[0]).toMatchObject({
      step: 'trial_signup_success',
      email: 'bo@acme.com',
      stepData: { productType: 'trial' },
    });
  });
});
