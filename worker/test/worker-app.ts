import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig, WorkerConfig } from '@pitchlens/config';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../src/privacy/retention';
import { WorkerModule } from '../src/worker.module';

/** Settings for a worker under test: its own queue prefix, fast retries and polling. */
export function testWorkerEnv(databaseUrl: string, smtpUrl: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtpUrl,
    QUEUE_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    EMAIL_BACKOFF_MS: '20',
    EMAIL_ATTEMPTS: '5',
    POLL_INTERVAL_MS: '50',
    // Short enough that a killed worker's email is taken over within a test, long past a loaded
    // machine's pauses: a lock lapsing under a live worker would hand its job to another.
    EMAIL_JOB_LOCK_MS: '5000',
    WORKER_HTTP_PORT: '0',
    ...extra,
  };
}

/** The real worker, in this process; its schedules read `clock` when given. */
export async function startWorker(env: NodeJS.ProcessEnv, clock?: Clock): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(loadConfig(WorkerConfig, env), clock), { logger: false });
  await app.init();
  return app;
}

export { dropQueueKeys } from './redis-keys';
