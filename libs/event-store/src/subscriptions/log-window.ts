import type { PoolClient } from 'pg';
import { compareCheckpoints, type LogPage } from '../event-reader';
import { START_CHECKPOINT, type Checkpoint, type RecordedEvent } from '../types';

/**
 * The stretch of the log this process read last, of every type, kept for its
 * other projectors: contacts, traffic and annotations each read nearly every
 * event, and one read of a page serves all three instead of three reads
 * (and three parses) of the same rows. The events in it were all committed
 * when read, so it is complete between its two checkpoints.
 *
 * A rewrite of the log (an erasure, raw metadata expiring) adds a row to
 * event_store.rewrites; a projector names the newest one its transaction
 * sees (logRevision, read under its checkpoint lock), and the window is let
 * go when that changes. An erasure takes its row's id while it holds every
 * projector's checkpoint, so no batch runs between its id and its commit and
 * the next batch sees a higher revision than any before it.
 */
export class LogWindow {
  private start: Checkpoint = START_CHECKPOINT;
  private end: Checkpoint = START_CHECKPOINT;
  private events: RecordedEvent[] = [];
  /** Whether the read that reached `end` was full, so more was readable already. */
  private endFull = false;
  private revision: string | null = null;
  /** A read from the log under way, for a projector at the same place to wait for instead of reading too. */
  private reading: { from: Checkpoint; limit: number; revision: string; page: Promise<LogPage> } | null = null;

  /** `maxEvents`: beyond this the oldest transactions leave it (a projector further behind reads the log). */
  constructor(private readonly maxEvents: number) {}

  /**
   * The events after `from` (every type, whole transactions, about `limit`),
   * from the window where it holds them, else by `readLog`, whose page the
   * window then keeps.
   */
  async read(from: Checkpoint, limit: number, revision: string, readLog: () => Promise<LogPage>): Promise<LogPage> {
    if (revision !== this.revision) this.letGo(revision);
    const held = this.take(from, limit);
    if (held) return held;
    const reading = this.reading;
    if (reading && reading.revision === revision && reading.limit === limit && compareCheckpoints(reading.from, from) === 0) {
      // The other projector's read failing is its own trouble: this one reads for itself.
      return reading.page.catch(readLog);
    }
    const page = readLog();
    this.reading = { from, limit, revision, page };
    try {
      const read = await page;
      if (this.revision === revision) this.keep(from, read);
      return read;
    } finally {
      if (this.reading?.page === page) this.reading = null;
    }
  }

  private letGo(revision: string): void {
    this.revision = revision;
    this.events = [];
    this.start = this.end = START_CHECKPOINT;
    this.endFull = false;
    this.reading = null;
  }

  private take(from: Checkpoint, limit: number): LogPage | null {
    if (this.events.length === 0 || compareCheckpoints(from, this.start) < 0 || compareCheckpoints(from, this.end) >= 0) return null;
    let first = 0;
    for (let high = this.events.length; first < high; ) {
      const middle = (first + high) >> 1;
      if (compareCheckpoints(this.events[middle], from) <= 0) first = middle + 1;
      else high = middle;
    }
    let last = Math.min(first + limit, this.events.length) - 1;
    // A page never ends inside a transaction.
    while (last + 1 < this.events.length && this.events[last + 1].transactionId === this.events[last].transactionId) last++;
    const events = this.events.slice(first, last + 1);
    if (last === this.events.length - 1) return { events, checkpoint: this.end, more: this.endFull };
    const { transactionId, globalPosition } = this.events[last];
    return { events, checkpoint: { transactionId, globalPosition }, more: true };
  }

  /** Keeps a page read after `from`: appended where the window ends, or in its place when it lies ahead of it. */
  private keep(from: Checkpoint, page: LogPage): void {
    if (this.events.length > 0 && compareCheckpoints(from, this.end) !== 0) {
      // A projector behind the window leaves it to those at its end.
      if (compareCheckpoints(from, this.end) < 0) return;
      this.events = [];
    }
    if (this.events.length === 0) this.start = from;
    this.events.push(...page.events);
    this.end = page.checkpoint;
    this.endFull = page.more;
    this.trim();
  }

  /** Drops the oldest whole transactions past `maxEvents`. */
  private trim(): void {
    let drop = this.events.length - this.maxEvents;
    if (drop <= 0) return;
    while (drop < this.events.length && this.events[drop].transactionId === this.events[drop - 1].transactionId) drop++;
    const { transactionId, globalPosition } = this.events[drop - 1];
    this.start = { transactionId, globalPosition };
    this.events = this.events.slice(drop);
  }
}

/** The newest rewrite of the log this transaction sees: a LogWindow read under another is stale. */
export async function logRevision(db: PoolClient): Promise<string> {
  const { rows } = await db.query<{ revision: string }>(`SELECT coalesce(max(id), 0)::text AS revision FROM event_store.rewrites`);
  return rows[0].revision;
}
