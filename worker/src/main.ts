import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig, WorkerConfig } from '@pitchlens/config';
import { prepareDatabase } from '@pitchlens/database';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  const config = loadConfig(WorkerConfig);
  await prepareDatabase(config.DATABASE_URL);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: config.LOG_LEVEL === 'silent' ? false : undefined,
  });
  app.enableShutdownHooks();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
