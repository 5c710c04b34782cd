/**
 * The worker beside the API in bench:ingest's whole-product mode, as `npm
 * start` runs them: it projects every call while the load runs. Lag is
 * sampled during the load as the age of the oldest event a projector has
 * not applied yet (0 when caught up), from Postgres' own clock. Afterwards
 * the read models it kept live are compared with a rebuild of the same log.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECTOR_EVENT_TYPES } from '@pitchlens/contracts';
import { READ_MODEL_TABLES } from '@pitchlens/database';
import { tableChecksum } from '@pitchlens/event-store';
import { Pool } from 'pg';
import { deleteRedisKeys } from './bench-run';
import { startChild, type Child } from './projections-children';
import { startSmtpSink, type SmtpSink } from './projections-smtp';
import { percentile } from './projections-traffic';

// Each sample is a statement per projector on the log: twice a second keeps its share of Postgres small.
const SAMPLE_MS = 500;
const CATCH_UP_TIMEOUT_MS = 180_000;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface WorkerDuringLoad {
  /** Cores the worker used on average while measuring. */
  cpuCores: number | null;
  /** The oldest unapplied event's age, sampled every SAMPLE_MS while measuring (the worst projector each time). */
  lagMs: { p50: number; p99: number; max: number; samples: number };
  /** From the load's end until every projector had applied every event. */
  caughtUpS: number;
  /** Read-model tables whose live content differs from a replay of the whole log (none: equal to a rebuild). */
  differFromRebuild: string[];
}

/** Every read-model table's content digest, by table. */
async function checksums(db: Pool): Promise<Map<string, string>> {
  const sums = new Map<string, string>();
  for (const table of Object.values(READ_MODEL_TABLES).flat()) sums.set(table, await tableChecksum(db, `read_model.${table}`));
  return sums;
}

/**
 * The age in ms of the next event each projector has to apply (the first of
 * its types after its checkpoint, in read order); the worst of them. One
 * index probe per projector, from its checkpoint as a value (a join on the
 * checkpoint table would compare every event with it): a scan of everything
 * behind would itself load the database the run measures.
 */
async function worstLagMs(db: Pool): Promise<number> {
  const { rows: checkpoints } = await db.query<{ name: string; transaction_id: string; global_position: string }>(
    'SELECT name, transaction_id::text, global_position::text FROM read_model.projector_checkpoints',
  );
  let worst = 0;
  for (const [name, types] of Object.entries(PROJECTOR_EVENT_TYPES)) {
    const checkpoint = checkpoints.find((c) => c.name === name);
    const { rows } = await db.query<{ lag: number }>(
      `SELECT extract(epoch FROM clock_timestamp() - e.recorded_at)::float * 1000 AS lag FROM event_store.events e
        WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint) AND e.type = ANY($3)
        ORDER BY e.transaction_id, e.global_position LIMIT 1`,
      [checkpoint?.transaction_id ?? '0', checkpoint?.global_position ?? '0', types],
    );
    worst = Math.max(worst, rows[0]?.lag ?? 0);
  }
  return worst;
}

export class IngestWorker {
  private sampling = false;
  private samples: number[] = [];
  private loop: Promise<void> = Promise.resolve();

  private constructor(
    readonly child: Child,
    private readonly smtp: SmtpSink,
    private readonly db: Pool,
    private readonly prefix: string,
    /** The worker's settings, which the projections CLI reads as well. */
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** Starts the worker on the API's database (already migrated by the API), with a mail sink and a Redis prefix of its own. */
  static async start(databaseUrl: string, env: NodeJS.ProcessEnv, script: string, logPath: string, prefix: string): Promise<IngestWorker> {
    const smtp = await startSmtpSink();
    const workerEnv = { ...env, DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, QUEUE_PREFIX: prefix, WORKER_HTTP_PORT: '0' };
    const child = startChild({ name: 'worker', script, env: workerEnv, logPath });
    const db = new Pool({ connectionString: databaseUrl, max: 1 });
    return new IngestWorker(child, smtp, db, prefix, workerEnv);
  }

  /** Waits until every projector has applied everything recorded (the warm-up's calls, at first). */
  async caughtUp(): Promise<number> {
    const started = performance.now();
    for (;;) {
      if ((await worstLagMs(this.db)) === 0) return (performance.now() - started) / 1000;
      if (performance.now() - started > CATCH_UP_TIMEOUT_MS) throw new Error(`the worker did not catch up within ${CATCH_UP_TIMEOUT_MS / 1000} s\n${this.child.logTail()}`);
      await sleep(SAMPLE_MS);
    }
  }

  startSampling(): void {
    this.sampling = true;
    this.samples = [];
    this.loop = (async () => {
      while (this.sampling) {
        this.samples.push(await worstLagMs(this.db));
        await sleep(SAMPLE_MS);
      }
    })();
  }

  async stopSampling(): Promise<WorkerDuringLoad['lagMs']> {
    this.sampling = false;
    await this.loop;
    const sorted = [...this.samples].sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms);
    return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0), samples: sorted.length };
  }

  /**
   * Stops the worker, then rebuilds every read model from the log with the
   * projections CLI (as an operator's replay) and names the tables whose live
   * content differs from the rebuilt one.
   */
  async compareWithRebuild(cliScript: string, logPath: string): Promise<string[]> {
    await this.child.stop();
    const live = await checksums(this.db);
    const cli = startChild({ name: 'projections replay', script: cliScript, args: ['replay'], env: this.env, logPath });
    const exit = await cli.exited;
    if (exit !== 'code 0') throw new Error(`the projections replay ended with ${exit}\n${cli.logTail()}`);
    const rebuilt = await checksums(this.db);
    return [...live].filter(([table, sum]) => rebuilt.get(table) !== sum).map(([table]) => table);
  }

  async stop(): Promise<void> {
    await this.child.stop();
    await this.db.end();
    await this.smtp.close();
    await deleteRedisKeys(REDIS_URL, this.prefix);
  }
}
