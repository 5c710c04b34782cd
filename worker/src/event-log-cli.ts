import 'reflect-metadata';
import { ARCHIVE_SCHEMA, detachMonthsBefore, listPartitions, type LogPartition } from '@pitchlens/event-store';
import { runCommand, withMigratedDatabase } from './cli-database';

const USAGE = `usage: npm run event-log -- months          the log's months and their estimated events
       npm run event-log -- detach KEEP     keep this month and the KEEP (1 or more) before it; detach older ones for archive`;

async function main(args: string[]): Promise<number> {
  const [command, kept, ...extra] = args;
  const keep = Number(kept);
  const valid = extra.length === 0 && ((command === 'months' && kept === undefined) || (command === 'detach' && /^\d+$/.test(kept ?? '') && keep >= 1));
  if (!valid) {
    console.error(USAGE);
    return 2;
  }
  return withMigratedDatabase(console.log, async (pool) => {
    if (command === 'months') (await listPartitions(pool)).forEach((p) => console.log(describe(p)));
    else {
      const now = new Date();
      const detached = await detachMonthsBefore(pool, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - keep, 1)));
      detached.forEach((p) => console.log(`detached ${describe(p)}`));
      console.log(`${detached.length} detached into ${ARCHIVE_SCHEMA}: dump them (pg_dump -t '${ARCHIVE_SCHEMA}.*'), then drop them`);
    }
    return 0;
  });
}

function describe(p: LogPartition): string {
  const month = (d: Date | null) => d?.toISOString().slice(0, 10) ?? 'the start';
  return `${p.name.padEnd(16)} ${month(p.from)} to ${month(p.to)}  ~${p.estimatedRows.toLocaleString('en-US')} events`;
}

runCommand(main);
