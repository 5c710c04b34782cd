import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig, WorkerConfig } from '@pitchlens/config';
import { prepareDatabaseWhenReachable } from '@pitchlens/database';
import { createLogger, NestLogger } from '@pitchlens/logging';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  const config = loadConfig(WorkerConfig);
  await prepareDatabaseWhenReachable(config.DATABASE_URL, (message) => console.error(message));
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: new NestLogger(createLogger('worker', config.LOG_LEVEL)),
  });
  app.enableShutdownHooks();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
