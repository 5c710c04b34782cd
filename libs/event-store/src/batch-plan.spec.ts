import { factMetadata } from '@pitchlens/contracts';
import { planAfterHeads, planBatch } from './batch-plan';
import type { NewEvent, StreamAppend } from './types';

const event = (eventId: string): NewEvent => ({ eventId, type: 'TestHappened', schemaVersion: 1, data: {}, metadata: factMetadata({ correlationId: 'test', causationId: null }) });
const append = (streamId: string, ids: string[], expectedVersion?: StreamAppend['expectedVersion']): StreamAppend => ({
  streamId,
  expectedVersion,
  events: ids.map(event),
});
const positions = (plan: ReturnType<typeof planAfterHeads>) =>
  plan?.outcomes.map((o) => (o.kind === 'write' ? o.rows.map((r) => `${r.streamId}:${r.streamPosition}`) : o.kind));

describe('planAfterHeads', () => {
  it('numbers each stream’s rows from its head, in arrival order across callers', () => {
    const plan = planAfterHeads([[append('a', ['1', '2'])], [append('b', ['3'])], [append('a', ['4']), append('b', ['5'])]]);
    expect(plan?.afterHeads).toBe(true);
    expect(positions(plan)).toEqual([['a:1', 'a:2'], ['b:1'], ['a:3', 'b:2']]);
  });

  it('leaves a caller with no version check to it, whatever it names ("any" included)', () => {
    expect(positions(planAfterHeads([[append('a', ['1'], 'any')]]))).toEqual([['a:1']]);
  });

  it.each([
    ['a caller expects a version', [[append('a', ['1'])], [append('b', ['2'], 3)]]],
    ['a caller expects no stream', [[append('a', ['1'], 'no_stream')]]],
    ['an id comes twice in the batch', [[append('a', ['1'])], [append('b', ['1'])]]],
    ['an id comes twice in one call', [[append('a', ['1', '1'])]]],
  ])('leaves the batch to planBatch when %s', (_case, callers) => {
    expect(planAfterHeads(callers)).toBeNull();
  });
});

describe('planBatch', () => {
  it('numbers rows from the stored heads and answers repeats and stale versions per caller', () => {
    const plan = planBatch(
      [[append('a', ['1'])], [append('b', ['2'])], [append('a', ['3'], 5)], [append('a', ['4'], 6)]],
      new Set(['2']),
      new Map([['a', 5]]),
    );
    expect(plan.afterHeads).toBe(false);
    expect(plan.outcomes.map((o) => o.kind)).toEqual(['write', 'duplicate', 'reject', 'write']);
    expect(positions(plan)).toEqual([['a:6'], 'duplicate', 'reject', ['a:7']]);
  });
});
