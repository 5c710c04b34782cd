import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@nestjs/common';
import type { ReadReplicaResponse } from '@pitchlens/contracts';
import { isConnectionLost, primaryFlushed, replicaPosition, type ReplicaPosition } from '@pitchlens/database';
import type { Pool } from 'pg';

/**
 * What a read needs of the replica: `recent`, figures, may be up to the lag
 * bound behind; `current`, what an admin may just have written (a note, a
 * payout), needs all the primary had flushed when the request came.
 */
export type ReadNeed = 'recent' | 'current';

/** After the replica failed a request, reads leave it alone this long: one that is away costs one failed attempt a second, not one per request. */
const FAILED_REPLICA_REST_MS = 1000;

/** A standby cancels a read whose rows the replay must remove (a conflict with recovery); the primary has no such conflict. */
const RECOVERY_CONFLICT = '40001';

const logger = new Logger('ReadReplica');

interface Judged {
  reachable: boolean;
  lagMs: number | null;
  /** Why the replica must not answer; null when it may. */
  reason: string | null;
}

/**
 * Which server a request reads from: the primary, or the streaming replica
 * (DATABASE_READ_URL) while it answers and is far enough along. The choice is
 * made once per request (ReportSourceInterceptor) and held for everything the
 * request awaits, so all of one answer comes from one server.
 */
export class ReadSource {
  private readonly chosen = new AsyncLocalStorage<Pool>();
  /** The replica's last failure of a request, while reads leave it alone. */
  private failure: { message: string; until: number } | null = null;

  constructor(
    readonly primary: Pool,
    private readonly replica: Pool | null,
    private readonly maxLagMs: number,
  ) {}

  /** The pool of the request being answered; the primary outside one. */
  pool(): Pool {
    return this.chosen.getStore() ?? this.primary;
  }

  /** Runs `work` (and all it awaits) reading from `pool`. */
  run<T>(pool: Pool, work: () => T): T {
    return this.chosen.run(pool, work);
  }

  /** The replica when it may answer `need` now, else the primary. */
  async choose(need: ReadNeed): Promise<Pool> {
    if (this.replica === null || this.resting() !== null) return this.primary;
    const { reason } = await this.judge(this.replica, need);
    return reason === null ? this.replica : this.primary;
  }

  /** Whether `error`, met reading from `pool`, is the replica failing, so the request is to be answered by the primary. */
  replicaFailed(pool: Pool, error: unknown): boolean {
    if (pool !== this.replica) return false;
    const failed = isConnectionLost(error) || (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === RECOVERY_CONFLICT);
    if (failed) {
      const { message } = error as Error;
      this.failure = { message, until: Date.now() + FAILED_REPLICA_REST_MS };
      logger.warn(`The read replica failed a request (${message}); the primary answers it`);
    }
    return failed;
  }

  /** Why reads leave the replica alone for now (it failed a request a moment ago); null when they need not. */
  private resting(): string | null {
    if (this.failure === null || Date.now() >= this.failure.until) return null;
    return `failed a request a moment ago (${this.failure.message})`;
  }

  /** Closes the replica's connections (the primary's pool is its owner's to close). */
  async close(): Promise<void> {
    await this.replica?.end();
  }

  /** The replica as a report would find it now (Operations and readiness). */
  async status(): Promise<ReadReplicaResponse> {
    if (this.replica === null) return { configured: false, reachable: false, lagMs: null, maxLagMs: this.maxLagMs, reportsFrom: 'primary', reason: null };
    const { reachable, lagMs, reason: measured } = await this.judge(this.replica, 'recent');
    const reason = measured ?? this.resting();
    return { configured: true, reachable, lagMs, maxLagMs: this.maxLagMs, reportsFrom: reason === null ? 'replica' : 'primary', reason };
  }

  private async judge(replica: Pool, need: ReadNeed): Promise<Judged> {
    // The primary's failure is the request's own (a 503), not a reason to leave the replica.
    const flushed = await primaryFlushed(this.primary);
    let position: ReplicaPosition;
    try {
      position = await replicaPosition(replica, flushed);
    } catch (error) {
      return { reachable: false, lagMs: null, reason: `unreachable: ${(error as Error).message}` };
    }
    return { reachable: true, lagMs: position.lagMs, reason: replicaRefusal(position, need, this.maxLagMs) };
  }
}

/** Why a replica where `position` says may not answer `need` with lag bound `maxLagMs`; null when it may. */
export function replicaRefusal({ standby, caughtUp, lagMs }: ReplicaPosition, need: ReadNeed, maxLagMs: number): string | null {
  if (!standby) return 'not a standby (the server is not in recovery)';
  if (caughtUp) return null;
  if (need === 'current') return 'has not replayed the latest writes';
  if (lagMs === null) return 'behind the primary, with no transaction replayed since it started';
  return lagMs > maxLagMs ? `replay ${lagMs} ms behind the primary, over the ${maxLagMs} ms allowed` : null;
}
