import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { ApiRoutes } from '../../kernel/api-deps';

const HealthyBody = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok') });
const UnhealthyBody = Type.Object({
  status: Type.Literal('error'),
  database: Type.Literal('error'),
});

export const healthRoutes: ApiRoutes = async (app, { database }) => {
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
    async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok', database: 'ok' } as const;
      } catch (error) {
        request.log.error({ err: error }, 'Datenbank antwortet nicht');
        return reply.code(503).send({ status: 'error', database: 'error' });
      }
    },
  );
};
