import { erasureSummary, formatCount, formatLag, isRunning } from './operations-format';

describe('formatLag', () => {
  it('reads as a person would say it', () => {
    expect(formatLag(0)).toBe('caught up');
    expect(formatLag(0.2)).toBe('1 s');
    expect(formatLag(42.4)).toBe('42 s');
    expect(formatLag(185)).toBe('3 min 5 s');
    expect(formatLag(7440)).toBe('2 h 4 min');
  });
});

it('formats counts with separators', () => {
  expect(formatCount(12345)).toBe('12,345');
});

it('treats waiting, active and delayed jobs as running', () => {
  expect(['waiting', 'active', 'delayed', 'completed', 'failed', undefined].map(isRunning)).toEqual([true, true, true, false, false, false]);
});

it('says what an erasure did, where, in one line', () => {
  expect(erasureSummary({ events: 1234, streams: 1, jobs: 2, redisEntries: 1, readModels: ['contacts', 'traffic'] })).toBe(
    '1,234 events · 1 stream · 2 jobs · 1 Redis entry · read models rewritten: contacts, traffic',
  );
  expect(erasureSummary({ events: 0, streams: 0, jobs: 0, redisEntries: 0, readModels: [] })).toBe('0 events · 0 streams · 0 jobs · 0 Redis entries · read models rewritten: none');
});
