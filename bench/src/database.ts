import { Client } from 'pg';

export const BENCH_DATABASE = 'pitchlens_bench_ingest';
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

export function databaseUrl(name: string): string {
  return `${SERVER_URL}/${name}`;
}

export const BENCH_DATABASE_URL = databaseUrl(BENCH_DATABASE);

export interface StoredCount {
  /** Rows tagged with the run and the measured phase. */
  stored: number;
  distinct: number;
  /** Transactions that wrote them: stored / commits is the group commit's batch size. */
  commits: number;
  /** Calls answered 2xx whose event is not in the table. */
  acknowledgedMissing: number;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `name` is one of ours, never input. */
export function dropBenchDatabase(name: string = BENCH_DATABASE): Promise<void> {
  return withClient(databaseUrl('postgres'), async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/** `table` is one of ours, never input. */
export function countStored(table: string, runId: string, acknowledgedIds: string[]): Promise<StoredCount> {
  return withClient(BENCH_DATABASE_URL, async (client) => {
    const counts = await client.query<{ stored: number; distinct: number; commits: number }>(
      `SELECT count(*)::int AS stored, count(DISTINCT event_id)::int AS distinct, count(DISTINCT transaction_id)::int AS commits
         FROM ${table}
        WHERE data->'stepData'->>'benchRun' = $1 AND data->'stepData'->>'phase' = 'measure'`,
      [runId],
    );
    const missing = await client.query<{ missing: number }>(
      `SELECT count(*)::int AS missing
         FROM unnest($1::uuid[]) AS acknowledged(id)
        WHERE NOT EXISTS (SELECT 1 FROM ${table} e WHERE e.event_id = acknowledged.id)`,
      [acknowledgedIds],
    );
    return { ...counts.rows[0], acknowledgedMissing: missing.rows[0].missing };
  });
}

/**
 * Vacuums what a phase wrote and flushes it to disk, so that autovacuum and
 * checkpoint work it caused do not land on the next system's measurement.
 */
export function settle(table: string): Promise<void> {
  return withClient(BENCH_DATABASE_URL, async (client) => {
    await client.query(`VACUUM (ANALYZE) ${table}`);
    await client.query('CHECKPOINT');
  });
}

/**
 * Statistics for every table after the warm-up, as autovacuum's analyze would
 * have taken them by then (it is off on the machine the benches run on): plans
 * made for empty tables would be measured otherwise.
 */
export function analyzeAfterWarmup(): Promise<void> {
  return withClient(BENCH_DATABASE_URL, async (client) => {
    await client.query('ANALYZE');
  });
}
