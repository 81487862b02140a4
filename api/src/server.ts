import { buildApp } from './app';
import { loadConfigOrExit } from './kernel/config/config';
import { openDatabase } from './kernel/database/database';
import { migrate } from './kernel/database/migrate';
import { seedDemoStudios } from './resources/finder/demo-studios';
import { exitGracefullyOnSignals } from './kernel/lifecycle/shutdown';
import { createLogger } from './kernel/logging/logger';

/** The API as its own process (the gateway normally mounts it in-process instead). */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger).catch((error: unknown) => {
    logger.fatal({ err: error }, 'Datenbank konnte nicht geöffnet werden');
    process.exit(1);
  });
  try {
    await migrate(database, { logger });
  } catch (error) {
    logger.fatal({ err: error }, 'Datenbank-Migration fehlgeschlagen');
    await database.close();
    process.exit(1);
  }
  await seedDemoStudios(database, { enabled: config.seedDemo, logger });
  logger.info(
    database.kind === 'pglite'
      ? {
          database: database.kind,
          durability: 'fsync bei jedem Commit',
          scope: 'ein Prozess; für mehrere Prozesse und in Produktion PostgreSQL (DATABASE_URL)',
        }
      : { database: database.kind },
    'Datenbank bereit',
  );

  const app = await buildApp({ config, database, logger });
  const close = async () => {
    await app.close();
    await database.close();
  };
  exitGracefullyOnSignals(close, logger, { timeoutMs: config.shutdownTimeoutMs });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    logger.fatal({ err: error }, 'Server konnte nicht starten');
    await close();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Start fehlgeschlagen: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
