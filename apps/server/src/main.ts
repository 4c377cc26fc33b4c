// Process entry: configuration, app, demo data, listening, and a graceful exit on signals.
import { buildApp, type App } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config/config.js';
import { maybeSeedDemo } from './db/maybe-seed-demo.js';
import { lockDataDirOrExit } from './platform/process/data-dir-lock.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // Before a logger exists: a plain list a person can act on.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;
/** Under the 10 s a container runtime or process manager commonly waits before its SIGKILL. */
const CLOSE_DEADLINE_MS = 9_000;

/**
 * First signal: drain (platform/http/drain.ts: stop accepting, `Connection: close` on kept-alive
 * connections, in-flight requests finish), run the onClose hooks, which close the database and
 * Redis, then exit 0; whatever still runs at the deadline is cut and the exit is 1. A second
 * signal exits at once.
 */
function handleSignals(app: App): { closing: () => boolean } {
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) {
        app.log.warn(`${signal} received again: exiting without waiting`);
        process.exit(EXIT_CODES[signal]);
      }
      closing = true;
      app.log.info(`${signal} received: finishing in-flight requests, then closing the database`);
      setTimeout(() => {
        app.log.error(`still closing after ${CLOSE_DEADLINE_MS} ms: cutting what is left`);
        app.server.closeAllConnections();
        process.exit(1);
      }, CLOSE_DEADLINE_MS).unref();
      app.close().then(
        () => {
          app.log.info('server and database closed cleanly');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'error while closing');
          process.exit(1);
        },
      );
    });
  }
  return { closing: () => closing };
}

async function start() {
  const config = readConfig();
  lockDataDirOrExit(config, 'server');
  let app: App;
  try {
    app = await buildApp(config);
  } catch (error) {
    console.error('Souqna could not start:', error);
    process.exit(1);
  }
  const shutdown = handleSignals(app);
  try {
    await maybeSeedDemo(app.services.database.db, app.services.storage, config, app.log);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // A signal during seeding closes the database under the seed: that is shutting down, not failing.
    if (shutdown.closing()) return;
    app.log.fatal({ err: error }, 'start-up failed');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  app.log.info(`Souqna is running on ${config.publicUrl} (database: ${app.services.database.driver})`);
}

await start();
