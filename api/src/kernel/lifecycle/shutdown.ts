import type { FastifyBaseLogger } from 'fastify';

/** How long a graceful shutdown may take before the process gives up waiting. */
const shutdownGraceMs = 15_000;

/**
 * On the first SIGINT/SIGTERM: run `close` (stop accepting, let in-flight requests finish,
 * close the database) and exit 0, or 1 if that fails or takes too long. A second signal exits
 * at once with 1.
 */
export function exitGracefullyOnSignals(
  close: () => Promise<void>,
  logger: FastifyBaseLogger,
): void {
  let shuttingDown = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      logger.warn({ signal }, 'Zweites Signal: sofortiges Beenden');
      process.exit(1);
    }
    shuttingDown = true;
    logger.info({ signal }, 'Fahre herunter: keine neuen Anfragen, laufende werden beendet');
    setTimeout(() => {
      logger.error('Herunterfahren dauert zu lange: Beenden erzwungen');
      process.exit(1);
    }, shutdownGraceMs).unref();
    close().then(
      () => {
        logger.info('Heruntergefahren');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'Fehler beim Herunterfahren');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
