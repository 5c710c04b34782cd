import { comparedRange, changeText, withChange } from './comparison';
import { formatCents } from './admin-format';

describe('comparison with the previous period', () => {
  it('asks for it only where there is a previous period', () => {
    expect(comparedRange({ from: '2026-11-01', to: '2026-11-07' }, true)).toEqual({ from: '2026-11-01', to: '2026-11-07', compare: 'previous' });
    expect(comparedRange({ from: '2026-11-01' }, true)).toEqual({ from: '2026-11-01' });
    expect(comparedRange({}, true, { daysByDefault: true })).toEqual({ compare: 'previous' });
    expect(comparedRange({ from: '2026-11-01', to: '2026-11-07' }, false)).toEqual({ from: '2026-11-01', to: '2026-11-07' });
  });

  it('says how a figure moved, absolute and relative, and "new" where the previous is zero', () => {
    expect(changeText(12, 9)).toBe('+3, +33.3%');
    expect(changeText(1, 2)).toBe('−1, −50%');
    expect(changeText(5, 0)).toBe('new');
    expect(changeText(0, 0)).toBe('no change');
    expect(changeText(0, 4)).toBe('−4, −100%');
    expect(changeText(2_500, 1_000)).toBe('+1,500, +150%');
    expect(changeText(49_700, 99_400, formatCents)).toBe('−$497, −50%');
  });

  it('adds the change to a table cell only when comparing', () => {
    expect(withChange(7, undefined)).toBe('7');
    expect(withChange(7, 5)).toBe('7 (+2, +40%)');
  });
});
