import { loadConfigOrExit } from 'api/src/kernel/config/config';
import { openDatabase, type OpenedDatabase } from 'api/src/kernel/database/database';
import { migrate } from 'api/src/kernel/database/migrate';
import { seedDemoStudios } from 'api/src/resources/finder/demo-studios';
import { exitGracefullyOnSignals } from 'api/src/kernel/lifecycle/shutdown';
import { createLogger } from 'api/src/kernel/logging/logger';
import { ensureBuilt, publishBuiltRemotes } from './build/ensure-built';
import { shellDist } from './build/workspaces';
import { buildGateway, type ApiMount } from './gateway/gateway';

/** `npm start`: build what is missing, publish it on first start, serve the whole site. */
async function start(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const say = (line: string) => logger.info(line);

  await ensureBuilt(say);
  await publishBuiltRemotes(config.releasesDir, say);

  let database: OpenedDatabase | null = null;
  let api: ApiMount;
  if (config.apiUrl) {
    api = { kind: 'proxy', url: config.apiUrl };
  } else {
    database = await openDatabase(config, logger);
    await migrate(database, { logger });
    await seedDemoStudios(database, { enabled: config.seedDemo, logger });
    api = { kind: 'in-process', database };
  }

  const gateway = await buildGateway({
    config,
    releasesDir: config.releasesDir,
    shellDir: shellDist,
    api,
    logger,
  });
  exitGracefullyOnSignals(
    async () => {
      await gateway.close();
      await database?.close();
    },
    logger,
    { timeoutMs: config.shutdownTimeoutMs },
  );
  await gateway.listen({ port: config.port, host: config.host });
  console.log(`\nBildbote läuft auf ${config.publicUrl}\n`);
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
