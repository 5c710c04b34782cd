/**
 * The yardstick for the API: the least a server can do to append tracking
 * calls durably, with the same group commit as the event store (one INSERT
 * per batch of waiting calls) and nothing else: no framework, validation,
 * identity, metadata, optimistic concurrency or logging.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Pool } from 'pg';

const ROUTE = '/api/track-funnel-step';
const MAX_BATCH = 1000;

const databaseUrl = requiredEnv('DATABASE_URL');
const port = Number(requiredEnv('PORT'));
const host = process.env.HOST ?? '127.0.0.1';

// One flush runs at a time; the spare connections only serve health checks.
const pool = new Pool({ connectionString: databaseUrl, max: 4 });

interface Waiting {
  eventId: string;
  data: string;
  response: ServerResponse;
}

const queue: Waiting[] = [];
let flushing: Promise<void> | null = null;

function enqueue(waiting: Waiting): void {
  queue.push(waiting);
  // Calls arriving in the same turn of the event loop share the INSERT.
  flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drain);
}

async function drain(): Promise<void> {
  while (queue.length > 0) {
    const batch = queue.splice(0, MAX_BATCH);
    try {
      await pool.query(
        `INSERT INTO bench_baseline.events (event_id, stream_id, stream_position, type, data, metadata)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::jsonb[], $6::jsonb[])`,
        [
          batch.map((w) => w.eventId),
          batch.map((w) => `event-${w.eventId}`),
          batch.map(() => 1),
          batch.map(() => 'FunnelStepReached'),
          batch.map((w) => w.data),
          batch.map(() => '{}'),
        ],
      );
      for (const w of batch) answer(w.response, 201, { success: true, eventIds: [w.eventId], duplicate: false });
    } catch (error) {
      console.error('insert failed:', error);
      for (const w of batch) answer(w.response, 500, { success: false, error: 'insert failed' });
    }
  }
  flushing = null;
}

function answer(response: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

function track(request: IncomingMessage, response: ServerResponse): void {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    let call: unknown;
    try {
      call = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return answer(response, 400, { success: false, error: 'invalid JSON' });
    }
    if (typeof call !== 'object' || call === null) return answer(response, 400, { success: false, error: 'not an object' });
    const { eventId, email, step, stepData } = call as Record<string, unknown>;
    enqueue({ eventId: String(eventId), data: JSON.stringify({ email: email ?? null, step, stepData }), response });
  });
}

const server = createServer((request, response) => {
  if (request.method === 'POST' && request.url === ROUTE) return track(request, response);
  if (request.method === 'GET' && request.url === '/api/health') return answer(response, 200, { status: 'ok' });
  answer(response, 404, { success: false, error: 'not found' });
});

async function prepareTable(): Promise<void> {
  await pool.query('DROP SCHEMA IF EXISTS bench_baseline CASCADE');
  await pool.query('CREATE SCHEMA bench_baseline');
  await pool.query('CREATE TABLE bench_baseline.events (LIKE event_store.events INCLUDING ALL)');
  // The log keeps ids and stream positions unique across its months in event_store.event_keys (a partitioned
  // table's unique key must hold its partition key); the baseline keeps the same promise on its one table.
  await pool.query('ALTER TABLE bench_baseline.events ADD UNIQUE (event_id), ADD UNIQUE (stream_id, stream_position)');
}

async function shutdown(): Promise<void> {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await flushing;
  await pool.end();
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

prepareTable()
  .then(() => new Promise<void>((resolve) => server.listen(port, host, resolve)))
  .then(() => console.log(`baseline listening on http://${host}:${port}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

process.once('SIGTERM', () => {
  shutdown().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
