import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config/config.js';
import { isEmptyDatabase, seedDemo } from './db/seed/index.js';
import { formatAccounts } from './db/seed/report.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = await buildApp(config);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) {
      app.log.warn(`${signal} received again: exiting now`);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing the database`);
    app.close().then(
      () => {
        app.log.info('closed cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  });
}

const { database, storage } = app.services;
if (config.seedDemo === true || (config.seedDemo === 'auto' && (await isEmptyDatabase(database.db)))) {
  app.log.info('seeding demo data (first start of an empty database)');
  const report = await seedDemo(database.db, storage, app.log);
  app.log.info(`\n${formatAccounts(report)}`);
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`Souqna is running on ${config.publicUrl} (database: ${app.services.database.driver})`);
