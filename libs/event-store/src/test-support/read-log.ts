import type { EventReader } from '../event-reader';
import { START_CHECKPOINT, type Checkpoint, type RecordedEvent } from '../types';

/** Reads every event after `from` that is visible now. */
export async function readLog(reader: EventReader, from: Checkpoint = START_CHECKPOINT): Promise<{ events: RecordedEvent[]; checkpoint: Checkpoint }> {
  const events: RecordedEvent[] = [];
  let checkpoint = from;
  for (;;) {
    const page = await reader.readAfter(checkpoint, 100);
    events.push(...page.events);
    checkpoint = page.checkpoint;
    if (page.events.length < 100) return { events, checkpoint };
  }
}

/**
 * Reads on from `from` until every one of `ids` has been shown. A reader sees
 * an append only once every older transaction of its database has ended, and
 * one whose backend it cannot see is counted as its database's: what a test
 * committed may take a moment to show.
 */
export async function readLogUntilSeen(reader: EventReader, from: Checkpoint, ids: string[]): Promise<{ events: RecordedEvent[]; checkpoint: Checkpoint }> {
  const events: RecordedEvent[] = [];
  let checkpoint = from;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const page = await readLog(reader, checkpoint);
    events.push(...page.events);
    checkpoint = page.checkpoint;
    if (ids.every((id) => events.some((e) => e.eventId === id))) return { events, checkpoint };
    if (Date.now() > deadline) throw new Error(`the reader never showed ${ids.filter((id) => !events.some((e) => e.eventId === id)).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
