import 'reflect-metadata';
import { ApiConfig, ConfigError, loadConfig } from '@pitchlens/config';
import { prepareDatabase } from '@pitchlens/database';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadConfig(ApiConfig);
  await prepareDatabase(config.DATABASE_URL);
  const app = await createApp(config);
  await app.listen(config.PORT, config.HOST);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
