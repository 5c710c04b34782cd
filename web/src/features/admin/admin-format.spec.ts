import { formatCents, formatDuration, formatRate, formatShortTimestamp, productLabel, stepLabel } from './admin-format';

describe('admin formats', () => {
  it('shows cents as dollars, with cents only when there are some', () => {
    expect(formatCents(49_700)).toBe('$497');
    expect(formatCents(149_100)).toBe('$1,491');
    expect(formatCents(5_950)).toBe('$59.50');
    expect(formatCents(0)).toBe('$0');
  });

  it('names steps, products and rates for people', () => {
    expect(stepLabel('breakdown_download')).toBe('Breakdown download');
    expect(stepLabel(null)).toBe('No step yet');
    expect(productLabel('framework_session')).toBe('Framework Mapping Session');
    expect(productLabel('something_new')).toBe('something_new');
    expect(formatRate(0.6667)).toBe('66.7%');
    expect(formatRate(1)).toBe('100%');
    expect(formatRate(null)).toBe('–');
  });

  it('shows a time to convert in the unit that reads best', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(720)).toBe('12 min');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(12_600)).toBe('3.5 h');
    expect(formatDuration(2 * 86_400 - 3600)).toBe('2 d');
    expect(formatDuration(30 * 86_400)).toBe('30 d');
    expect(formatDuration(null)).toBe('–');
  });

  it('shortens table timestamps: the time this year, the year before it', () => {
    const now = new Date('2026-11-30T12:00:00Z');
    expect(formatShortTimestamp('2026-11-25T12:00:00Z', now)).toMatch(/^Nov 25, \d{1,2}:00\s[AP]M$/);
    expect(formatShortTimestamp('2025-11-25T12:00:00Z', now)).toBe('Nov 25, 2025');
    expect(formatShortTimestamp('not a date', now)).toBe('not a date');
  });
});
