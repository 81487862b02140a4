import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface GracefulExitOptions {
  /** How long requests in flight may take before the process gives up on them (SHUTDOWN_TIMEOUT). */
  timeoutMs: number;
}

/**
 * On the first SIGINT/SIGTERM: run `close` (stop accepting, close idle keep-alive connections,
 * let requests in flight finish, stop timers, close the database) and exit 0, or 1 if that
 * fails or outlasts `timeoutMs`.
 *
 * Further signals change nothing. A signal to the whole process group (Ctrl-C, systemd, a
 * container runtime) reaches this process twice when it runs under `npm start`: once directly
 * and once forwarded by npm. Exiting on the second one cut off every request in flight.
 */
export function exitGracefullyOnSignals(
  close: () => Promise<void>,
  logger: FastifyBaseLogger,
  { timeoutMs }: GracefulExitOptions,
): void {
  let shuttingDown = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      logger.info({ signal }, 'Weiteres Signal: das Herunterfahren läuft bereits');
      return;
    }
    shuttingDown = true;
    logger.info({ signal }, 'Fahre herunter: keine neuen Anfragen, laufende werden beendet');
    setTimeout(() => {
      logger.error(
        { timeoutMs },
        'Herunterfahren dauert länger als SHUTDOWN_TIMEOUT: Beenden erzwungen',
      );
      process.exit(1);
    }, timeoutMs).unref();
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

/**
 * Register on the root instance. Node's `server.close()` closes the connections that are idle
 * at that moment; a keep-alive connection whose request is still in flight would stay open
 * after its answer until the keep-alive timeout, holding up the exit. Answers sent while the
 * server closes say `Connection: close`, so Node ends each connection after its last answer.
 */
export function closeConnectionsAfterLastAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
