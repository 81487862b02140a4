import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  NearbyShopBody,
  ShopsNearbyQuerystring,
  type NearbyShop,
} from 'shared-ui/contracts/finder-contract';
import type { ApiRoutes } from '../../kernel/api-deps';
import { shopsNearbyIndex } from './shops-nearby-index';

const ShopList = Type.Array(NearbyShopBody);

const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()), {
  description: 'Deutsche Meldungen je fehlerhaftem Parameter',
});

/**
 * An empty parameter (`?latitude=`) counts as missing: query coercion would otherwise read
 * it as 0, a valid coordinate in the Gulf of Guinea.
 */
export async function dropBlankQueryParameters(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string' && value.trim() === '') delete query[name];
  }
}

export const finderRoutes: ApiRoutes = async (app, { database }) => {
  // Built now, at start, not at the first request.
  const index = shopsNearbyIndex(database, (error) =>
    app.log.warn({ err: error }, 'Fotografensuche: Index nicht neu geladen'),
  );
  app.get(
    '/photobooth/shops-nearby/',
    {
      preValidation: dropBlankQueryParameters,
      schema: {
        tags: ['Fotografensuche'],
        summary: 'Passbildstudios im Umkreis',
        description:
          'Freigegebene Studios nicht gesperrter Unternehmen im Umkreis von `radius` km um ' +
          '(`latitude`, `longitude`), die nächsten zuerst.',
        querystring: ShopsNearbyQuerystring,
        response: { 200: ShopList, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const { latitude, longitude, radius } = request.query;
      const body = await index.answer({ latitude, longitude, radiusKm: radius });
      // Already serialized (and kept as such for repeated questions): sent as it is.
      return reply.type('application/json; charset=utf-8').send(body as unknown as NearbyShop[]);
    },
  );
};
