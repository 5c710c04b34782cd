import type { Pool } from 'pg';
import { ConsumerOwnership } from './consumer-ownership';

/** Slots of a group; a worker past them still runs consumers, it only goes uncounted. */
const SLOTS = 64;
/** How often a member looks at who else is alive: a dead one's share is taken within this and one ownership retry. */
const REFRESH_MS = 1000;

/**
 * Workers that run the same consumers are one group, and each runs its
 * share of them: the consumers divided by the live members, rounded up. A
 * member holds a slot of the group (an advisory lock, released with its
 * connection), so a process that dies leaves the group at once and the
 * others' shares grow to take its consumers. The count is only a guide: the
 * consumers' own locks keep any two workers from applying the same events.
 */
export class ConsumerShare {
  private members = 1;
  private slot: ConsumerOwnership | null = null;
  private timer: NodeJS.Timeout | null = null;
  private looking: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: Pool,
    private readonly consumers: readonly string[],
  ) {}

  /** The group: processes that run exactly these consumers (WORKER_ROLES alike). */
  private get group(): string {
    return [...this.consumers].sort().join(',');
  }

  /** How many consumers this process should hold now. */
  get quota(): number {
    return Math.ceil(this.consumers.length / Math.max(1, this.members));
  }

  /** Joins and looks once before the consumers start, so a second worker starts with its share. */
  async start(): Promise<void> {
    await this.look();
    this.timer = setInterval(() => (this.looking = this.looking.then(() => this.look())), REFRESH_MS).unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.looking;
    this.slot?.release();
    this.slot = null;
  }

  private async look(): Promise<void> {
    try {
      if (this.slot?.lost) {
        this.slot.release();
        this.slot = null;
      }
      this.slot ??= await this.join();
      this.members = await ConsumerOwnership.countMembers(this.pool, this.group);
    } catch {
      // The last count stands: without the database the consumers apply nothing anyway.
    }
  }

  private async join(): Promise<ConsumerOwnership | null> {
    for (let slot = 0; slot < SLOTS; slot++) {
      const held = await ConsumerOwnership.tryToJoin(this.pool, this.group, slot);
      if (held) return held;
    }
    return null;
  }
}
