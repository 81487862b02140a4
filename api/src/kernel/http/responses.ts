import { Type } from '@sinclair/typebox';

/** OpenAPI shapes of the answers the identity features share. */
export const DetailBody = Type.Object(
  { detail: Type.String({ description: 'Deutsche Meldung für die Anzeige' }) },
  { additionalProperties: true },
);

export const FieldErrorsBody = Type.Record(Type.String(), Type.Array(Type.String()), {
  description:
    'Fehler je Feld als Liste deutscher Meldungen (verschachtelte Felder als `user.email`); Fehler, die kein einzelnes Feld betreffen, unter `non_field_errors`.',
});
