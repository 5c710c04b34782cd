import 'reflect-metadata';
import cluster from 'node:cluster';
import { ApiConfig, ConfigError, loadConfig } from '@pitchlens/config';
import { prepareDatabaseWhenReachable } from '@pitchlens/database';
import { apiWorkerCount, superviseWorkers } from './api-workers';
import { createApp } from './create-app';

async function serve(config: ApiConfig): Promise<void> {
  const app = await createApp(config);
  await app.listen(config.PORT, config.HOST);
}

async function main(): Promise<void> {
  const config = loadConfig(ApiConfig);
  if (cluster.isWorker) return serve(config);
  const workers = apiWorkerCount(config);
  // Once, before any process takes requests: concurrent migration runs would race.
  await prepareDatabaseWhenReachable(config.DATABASE_URL, (message) => console.error(message));
  if (workers === 1) return serve(config);
  superviseWorkers(workers);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
