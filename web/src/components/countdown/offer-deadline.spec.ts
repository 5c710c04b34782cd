import { offerDeadline } from './offer-deadline';

describe('offerDeadline', () => {
  const start = Date.UTC(2026, 10, 24, 12);
  const sixHours = 6 * 3600;

  it('is fixed at first sight: a later visit, reload or tab gets the same deadline', () => {
    const first = offerDeadline('premium-one-time-offer', sixHours, start);
    expect(first).toBe(start + sixHours * 1000);
    expect(offerDeadline('premium-one-time-offer', sixHours, start + 2 * 3600_000)).toBe(first);
  });

  it('stays ended once it has ended', () => {
    const first = offerDeadline('premium-one-time-offer', sixHours, start);
    expect(offerDeadline('premium-one-time-offer', sixHours, start + 7 * 3600_000)).toBe(first);
  });

  it('keeps each offer apart', () => {
    offerDeadline('premium-one-time-offer', sixHours, start);
    expect(offerDeadline('book-giveaway', 14 * 86_400, start + 1000)).toBe(start + 1000 + 14 * 86_400_000);
  });

  it('starts again over a stored value it did not write (garbage, or further off than the offer lasts)', () => {
    localStorage.setItem('offer_deadline:premium-one-time-offer', 'soon');
    expect(offerDeadline('premium-one-time-offer', sixHours, start)).toBe(start + sixHours * 1000);
    localStorage.setItem('offer_deadline:premium-one-time-offer', String(start + 100 * 3600_000));
    expect(offerDeadline('premium-one-time-offer', sixHours, start)).toBe(start + sixHours * 1000);
  });
});
