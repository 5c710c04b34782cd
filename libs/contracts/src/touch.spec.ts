import { referrerHostOf, touchOf } from './touch';

describe('referrerHostOf', () => {
  const site = ['pitchlens.com', 'pitchlens.com'];

  it('names another site’s host lower-cased, without www.', () => {
    expect(referrerHostOf('https://www.Google.com/search?q=call+coaching', site)).toBe('google.com');
    expect(referrerHostOf('https://news.ycombinator.com/item?id=1', site)).toBe('news.ycombinator.com');
  });

  it.each([
    ['https://www.pitchlens.com/pricing', ['pitchlens.com', 'pitchlens.com']],
    ['https://pitchlens.com/pricing', ['www.pitchlens.com', 'www.pitchlens.com']],
    ['https://WWW.PitchLens.com/', ['pitchlens.com', 'www.pitchlens.com']],
    ['http://localhost:3000/pricing', ['localhost:3000', 'pitchlens.com']],
    ['https://pitchlens.com:8443/', ['www.pitchlens.com:443', 'example.org']],
  ])('takes %s for the site itself (own hosts %j): no touch', (referrer, own) => {
    expect(referrerHostOf(referrer, own)).toBeNull();
  });

  it('drops www. from the referrer only at the start of the host', () => {
    expect(referrerHostOf('https://awww.pitchlens.com/', site)).toBe('awww.pitchlens.com');
  });

  it.each([null, undefined, '', 'not a url', 'about:blank'])('gives no host for %p', (referrer) => {
    expect(referrerHostOf(referrer, site)).toBeNull();
  });
});

describe('touchOf', () => {
  it('prefers campaign fields to the referrer', () => {
    expect(touchOf({ utm: { source: 'linkedin', campaign: 'q4' }, referrerHost: 'google.com' })).toEqual({ source: 'linkedin', medium: null, campaign: 'q4' });
  });

  it('makes a referrer on another site a referral touch, and nothing else a touch', () => {
    expect(touchOf({ utm: null, referrerHost: 'google.com' })).toEqual({ source: 'referral:google.com', medium: null, campaign: null });
    expect(touchOf({ utm: { term: 'x' } })).toBeNull();
    expect(touchOf({})).toBeNull();
  });
});
