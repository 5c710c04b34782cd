import { pitchlensReview, reviewSaving, totalMinutes, traditionalReview } from './review-time';

describe('review time', () => {
  it('adds the traditional review up to 140 minutes (45+45+20+30)', () => {
    expect(traditionalReview.map((step) => step.minutes)).toEqual([45, 45, 20, 30]);
    expect(totalMinutes(traditionalReview)).toBe(140);
  });

  it('takes 46 minutes with Pitchlens', () => {
    expect(totalMinutes(pitchlensReview)).toBe(46);
  });

  it('saves 94 minutes, 67% of the traditional time', () => {
    expect(reviewSaving(traditionalReview, pitchlensReview)).toEqual({ minutesSaved: 94, percentSaved: 67 });
  });

  it('reports no saving against an empty baseline', () => {
    expect(reviewSaving([], [])).toEqual({ minutesSaved: 0, percentSaved: 0 });
  });
});
