import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { ApiRoutes } from '../../kernel/api-deps';
import { databaseRetryAfterSeconds } from '../../kernel/http/api-conventions';

const HealthyBody = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok') });
const UnhealthyBody = Type.Object({
  status: Type.Literal('error'),
  database: Type.Literal('error'),
});
const LiveBody = Type.Object({ status: Type.Literal('ok') });
const Check = Type.Union([Type.Literal('ok'), Type.Literal('error')]);
const ReadyBody = Type.Object({
  status: Check,
  database: Check,
  blob_store: Check,
});

/** A key the blob store never holds: reading it proves the store answers, and changes nothing. */
const probeKey = 'readiness-probe';

export const healthRoutes: ApiRoutes = async (app, { database, blobStore }) => {
  const databaseAnswers = async (): Promise<boolean> => {
    try {
      await database.db.execute(sql`select 1`);
      return true;
    } catch (error) {
      app.log.warn({ err: error }, 'Datenbank antwortet nicht');
      return false;
    }
  };

  app.get(
    '/health',
    {
      schema: {
        tags: ['Betrieb'],
        summary: 'Zustand des Dienstes',
        description: 'Prüft mit einer echten Abfrage, ob die Datenbank antwortet.',
        response: { 200: HealthyBody, 503: UnhealthyBody },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers()) return { status: 'ok', database: 'ok' } as const;
      return reply.code(503).send({ status: 'error', database: 'error' });
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['Betrieb'],
        summary: 'Lebt der Prozess?',
        description:
          'Für die Lebendprobe eines Orchestrators: antwortet, solange der Prozess Anfragen bearbeitet, unabhängig von Datenbank und Speicher. Schlägt sie fehl, ist ein Neustart angebracht.',
        response: { 200: LiveBody },
      },
    },
    async () => ({ status: 'ok' }) as const,
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['Betrieb'],
        summary: 'Kann der Prozess Anfragen bedienen?',
        description:
          'Für die Bereitschaftsprobe eines Load-Balancers: prüft Datenbank und Blob-Speicher. 503 mit Retry-After heißt „warten, nicht neu starten“; sobald beide wieder antworten, ist der Prozess ohne Neustart bereit.',
        response: { 200: ReadyBody, 503: ReadyBody },
      },
    },
    async (_request, reply) => {
      const [databaseOk, blobStoreOk] = await Promise.all([
        databaseAnswers(),
        blobStore.get(probeKey).then(
          () => true,
          (error: unknown) => {
            app.log.warn({ err: error }, 'Blob-Speicher antwortet nicht');
            return false;
          },
        ),
      ]);
      const body = {
        status: databaseOk && blobStoreOk ? 'ok' : 'error',
        database: databaseOk ? 'ok' : 'error',
        blob_store: blobStoreOk ? 'ok' : 'error',
      } as const;
      if (body.status === 'ok') return body;
      reply.header('retry-after', String(databaseRetryAfterSeconds));
      return reply.code(503).send(body);
    },
  );
};
