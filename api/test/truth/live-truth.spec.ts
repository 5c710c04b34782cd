import { LIVE_WINDOW_MS } from '@pitchlens/contracts';
import { frozenClocks } from './live-truth';
import type { RecordedCall, Window } from './truth-model';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let seq = 0;
const view = (sessionId: string, path: string, at: Window): RecordedCall => ({ kind: 'pageView', sessionId, email: null, bot: false, at, seq: ++seq, path });
const exact = (ms: number): Window => ({ lo: ms, hi: ms });

/** A view a minute for six hours, each visitor's own, and forty visitors in the two minutes after `busy`. */
function crowd(busy: number): RecordedCall[] {
  const quiet = Array.from({ length: 360 }, (_, i) => view(`quiet-${i}`, '/', exact(i * MINUTE + 500)));
  const rush = Array.from({ length: 40 }, (_, i) => view(`rush-${i}`, '/pricing', exact(busy + i * 3_000 + 250)));
  return [...quiet, ...rush];
}

/** One visitor whose two views the server stamped at arrival, sent at once: each known only within its call's span. */
const twoTabs = (at: number, paths: [string, string]) => [view('tabs', paths[0], { lo: at, hi: at + 40 }), view('tabs', paths[1], { lo: at + 5, hi: at + 35 })];

describe('the moments the truth test asks "Now" at', () => {
  const busy = 3 * HOUR;
  const inside = (at: number, from: number) => from >= at - HOUR && from <= at;

  it('start with the busiest 5 minutes', () => {
    const moments = frozenClocks([...crowd(busy), ...twoTabs(busy + MINUTE, ['/', '/'])]);
    expect(moments).toHaveLength(3);
    expect(moments[0]).toBeGreaterThan(busy);
    expect(moments[0]).toBeLessThan(busy + LIVE_WINDOW_MS);
  });

  it('leave out every moment whose hour holds a visitor two of whose pages may each be the later one', () => {
    const moments = frozenClocks([...crowd(busy), ...twoTabs(busy + MINUTE, ['/landing', '/'])]);
    expect(moments).toHaveLength(3);
    for (const at of moments) expect(inside(at, busy + MINUTE)).toBe(false);
  });
});
