import 'reflect-metadata';
import { connectRedis, privacySecret, type WorkerConfig } from '@pitchlens/config';
import { EventStore, exportPerson, registerErasure } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { runCommand, withMigratedDatabase } from './cli-database';
import { erasePerson } from './privacy/erase-person';
import { erasureRecords } from './privacy/erasure-records';
import { erasedAddressesInLog } from './privacy/reapply-erasures';
import { retentionStatus } from './privacy/retention';

const USAGE = `usage: npm run privacy -- erase EMAIL    erase a person everywhere (recorded as an operator's request)
       npm run privacy -- export EMAIL   print everything held about a person, as JSON
       npm run privacy -- status         erasure requests and the retention of raw metadata
       npm run privacy -- reapply        after restoring a backup: erase again everyone erased before`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function main(args: string[]): Promise<number> {
  const [command, email, ...extra] = args;
  const needsEmail = command === 'erase' || command === 'export';
  if (!['erase', 'export', 'status', 'reapply'].includes(command) || extra.length > 0 || needsEmail !== Boolean(email) || (email && !EMAIL.test(email))) {
    console.error(USAGE);
    return 2;
  }
  // The export goes to stdout as JSON alone, so the database is named on stderr.
  return withMigratedDatabase(console.error, async (pool, config) => {
    if (command === 'export') console.log(JSON.stringify(await exportPerson(pool, { email, sessionIds: [] }, new Date()), null, 2));
    else if (command === 'erase') return erase(pool, config, email);
    else if (command === 'reapply') return reapply(pool, config);
    else await printStatus(pool, config);
    return 0;
  });
}

async function erase(pool: Pool, config: WorkerConfig, email: string): Promise<number> {
  const { id } = await registerErasure(pool, privacySecret(config), email, 'operator');
  const redis = connectRedis(config, { maxRetriesPerRequest: 3 });
  try {
    const result = await erasePerson({ pool, store: new EventStore(pool), redis, queuePrefix: config.QUEUE_PREFIX }, id, email);
    await erasureRecords.completed(pool, id, result);
    console.log(`erasure ${id} completed: ${result.events} events and ${result.streams} streams erased, ${result.readModels.length} read-model tables rewritten, ${result.jobs} jobs and ${result.redisEntries} queue entries removed`);
    return 0;
  } catch (error) {
    await erasureRecords.failed(pool, id, (error as Error).message);
    console.error(`erasure ${id} failed: ${(error as Error).message}`);
    return 1;
  } finally {
    redis.disconnect();
  }
}

async function reapply(pool: Pool, config: WorkerConfig): Promise<number> {
  const addresses = await erasedAddressesInLog(pool, privacySecret(config));
  console.log(`${addresses.length} erased ${addresses.length === 1 ? 'person is' : 'people are'} in the log again`);
  let failed = 0;
  for (const address of addresses) failed += await erase(pool, config, address);
  return failed > 0 ? 1 : 0;
}

async function printStatus(pool: Pool, config: WorkerConfig): Promise<void> {
  const { rows } = await pool.query<{ id: string; source: string; state: string; requested_at: Date; finished_at: Date | null; failure: string | null; events: number | null }>(
    `SELECT id, source, state, requested_at, finished_at, failure, (result->>'events')::int AS events
       FROM privacy.erasures ORDER BY requested_at DESC LIMIT 20`,
  );
  console.log(`Erasure requests (newest ${rows.length}):`);
  for (const r of rows) {
    const outcome = r.state === 'completed' ? `${r.events ?? 0} events` : r.state === 'failed' ? `failed: ${r.failure}` : 'pending';
    console.log(`  ${r.requested_at.toISOString()}  ${r.id}  ${r.source.padEnd(12)} ${outcome}`);
  }
  const retention = await retentionStatus(pool, new Date(), config.RAW_METADATA_RETENTION_DAYS);
  console.log(`Raw metadata (user agent, hashed IP) kept ${retention.retentionDays} days: cutoff ${retention.cutoff.toISOString()}`);
  console.log(`  events still holding it: ${retention.eventsWithRawMetadata.toLocaleString('en-US')}, oldest ${retention.oldestRawMetadataAt?.toISOString() ?? '-'}`);
  console.log(`  last expiry: ${retention.lastRun ? `${retention.lastRun.at.toISOString()} (${retention.lastRun.events} events)` : 'never'}`);
}

runCommand(main);
