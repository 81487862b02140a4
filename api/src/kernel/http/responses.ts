import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';

/** OpenAPI shapes of the answers the identity features share. */
export const DetailBody = Type.Object(
  { detail: Type.String({ description: 'Deutsche Meldung für die Anzeige' }) },
  { additionalProperties: true },
);

export const FieldErrorsBody = Type.Record(Type.String(), Type.Array(Type.String()), {
  description:
    'Fehler je Feld als Liste deutscher Meldungen (verschachtelte Felder als `user.email`); Fehler, die kein einzelnes Feld betreffen, unter `non_field_errors`.',
});

/**
 * Sends `body` as plain JSON past the route's response schema: error answers keep every
 * field (the schemas there document, they must not strip).
 */
export function sendJson(reply: FastifyReply, statusCode: number, body: object): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
}
