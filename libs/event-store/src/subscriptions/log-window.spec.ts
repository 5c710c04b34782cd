import fc from 'fast-check';
import type { LogPage } from '../event-reader';
import { START_CHECKPOINT, type Checkpoint, type RecordedEvent } from '../types';
import { LogWindow } from './log-window';

/** A log of whole transactions, read as the reader reads it: at most about `limit` events after a checkpoint, never ending inside a transaction. */
class FakeLog {
  readonly events: RecordedEvent[] = [];
  reads = 0;
  private transaction = 100;

  append(size: number): void {
    this.transaction += 1;
    for (let i = 0; i < size; i++) {
      const position = String(this.events.length + 1);
      this.events.push({
        globalPosition: position,
        transactionId: String(this.transaction),
        eventId: `e${position}`,
        streamId: 's',
        streamPosition: 1,
        type: 'PageViewed',
        schemaVersion: 1,
        data: {},
        metadata: {} as RecordedEvent['metadata'],
        recordedAt: new Date(0),
      });
    }
  }

  read(from: Checkpoint, limit: number): Promise<LogPage> {
    this.reads += 1;
    const first = this.events.findIndex((e) => Number(e.globalPosition) > Number(from.globalPosition));
    if (first < 0) return Promise.resolve({ events: [], checkpoint: from, more: false });
    let last = Math.min(first + limit, this.events.length) - 1;
    while (last + 1 < this.events.length && this.events[last + 1].transactionId === this.events[last].transactionId) last++;
    const events = this.events.slice(first, last + 1);
    const end = events[events.length - 1];
    return Promise.resolve({ events, checkpoint: { transactionId: end.transactionId, globalPosition: end.globalPosition }, more: events.length >= limit });
  }
}

describe('the log window shared by projectors', () => {
  it('serves a second projector at the same place without reading the log again', async () => {
    const log = new FakeLog();
    log.append(3);
    log.append(2);
    const window = new LogWindow(100);
    const first = await window.read(START_CHECKPOINT, 10, '0', () => log.read(START_CHECKPOINT, 10));
    const second = await window.read(START_CHECKPOINT, 10, '0', () => log.read(START_CHECKPOINT, 10));
    expect(log.reads).toBe(1);
    expect(second).toEqual(first);
  });

  it('shares one read between projectors asking for the same place at once', async () => {
    const log = new FakeLog();
    log.append(4);
    const window = new LogWindow(100);
    const pages = await Promise.all([1, 2, 3].map(() => window.read(START_CHECKPOINT, 10, '0', () => log.read(START_CHECKPOINT, 10))));
    expect(log.reads).toBe(1);
    expect(pages.map((p) => p.events.length)).toEqual([4, 4, 4]);
  });

  it('lets everything go when the log has been rewritten since', async () => {
    const log = new FakeLog();
    log.append(2);
    const window = new LogWindow(100);
    await window.read(START_CHECKPOINT, 10, '0', () => log.read(START_CHECKPOINT, 10));
    await window.read(START_CHECKPOINT, 10, '1', () => log.read(START_CHECKPOINT, 10));
    expect(log.reads).toBe(2);
  });

  it('reads for itself when the read it waited for fails', async () => {
    const log = new FakeLog();
    log.append(2);
    const window = new LogWindow(100);
    const failing = window.read(START_CHECKPOINT, 10, '0', () => Promise.reject(new Error('connection lost')));
    const waiting = window.read(START_CHECKPOINT, 10, '0', () => log.read(START_CHECKPOINT, 10));
    await expect(failing).rejects.toThrow('connection lost');
    expect((await waiting).events).toHaveLength(2);
  });

  it('hands every projector the log in order, in whole transactions, whatever their pace, limits and the rewrites between', async () => {
    const step = fc.oneof(
      fc.record({ append: fc.integer({ min: 1, max: 6 }) }),
      fc.record({ projector: fc.integer({ min: 0, max: 2 }), limit: fc.integer({ min: 1, max: 8 }) }),
      fc.record({ rewrite: fc.constant(true) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 60 }), fc.integer({ min: 1, max: 12 }), async (steps, room) => {
        const log = new FakeLog();
        const window = new LogWindow(room);
        const seen: string[][] = [[], [], []];
        const at: Checkpoint[] = [START_CHECKPOINT, START_CHECKPOINT, START_CHECKPOINT];
        let revision = 0;
        const readFor = async (projector: number, limit: number) => {
          const direct = await log.read(at[projector], limit);
          const page = await window.read(at[projector], limit, String(revision), () => log.read(at[projector], limit));
          // Never more than the log's own page, and only what follows the checkpoint, in whole transactions.
          expect(page.events.length).toBeLessThanOrEqual(direct.events.length);
          expect(page.events).toEqual(direct.events.slice(0, page.events.length));
          const next = log.events[log.events.indexOf(page.events.at(-1) as RecordedEvent) + 1];
          if (page.events.length > 0 && next) expect(next.transactionId).not.toBe(page.events.at(-1)?.transactionId);
          if (direct.events.length > 0) expect(page.events.length).toBeGreaterThan(0);
          seen[projector].push(...page.events.map((e) => e.eventId));
          at[projector] = page.checkpoint;
          return page;
        };
        for (const s of steps) {
          if ('append' in s) log.append(s.append);
          else if ('rewrite' in s) revision += 1;
          else await readFor(s.projector, s.limit);
        }
        // Each projector, read to the end, has seen the whole log once, in order.
        for (const projector of [0, 1, 2]) {
          while ((await readFor(projector, 5)).events.length > 0);
          expect(seen[projector]).toEqual(log.events.map((e) => e.eventId));
        }
      }),
    );
  });
});
