import { Type, type Static } from '@sinclair/typebox';
import { DateTime, nullable } from './schema-parts';
import { apiKeyLabelMaxLength, authorityNameMaxLength } from '../validation/authority-forms';

/**
 * The bodies of `/api/operator/authorities/` and `/api/authority/me/` (ARCHITECTURE.md §8). The
 * API documents its requests and validates its answers with these schemas and builds the answers
 * with their static types; the remotes import only the types, so a change on one side that the
 * other does not follow fails the type check. Every field of an answer is listed: password
 * hashes and key hashes are never part of one; a key itself only once, when it is created.
 * The requests are checked by the shared Yup schemas of `validation/authority-forms`.
 */
const NullableDateTime = nullable(DateTime);

/** POST /operator/authorities/: the authority and the address of its first clerk. */
export const NewAuthorityBody = Type.Object({
  name: Type.String({
    description: `Name der Behörde, höchstens ${authorityNameMaxLength} Zeichen`,
  }),
  email: Type.String({
    description: 'E-Mail-Adresse der ersten Sachbearbeiterin oder des ersten Sachbearbeiters',
  }),
});
export type NewAuthority = Static<typeof NewAuthorityBody>;

/** POST /operator/authorities/{id}/clerks/. */
export const NewClerkBody = Type.Object({ email: Type.String() });
export type NewClerk = Static<typeof NewClerkBody>;

/** POST /operator/authorities/{id}/api-keys/. */
export const NewApiKeyBody = Type.Object({
  label: Type.String({
    description: `Wofür der Schlüssel verwendet wird, höchstens ${apiKeyLabelMaxLength} Zeichen`,
  }),
});
export type NewApiKey = Static<typeof NewApiKeyBody>;

export const ClerkBody = Type.Object({ id: Type.Integer(), email: Type.String() });
export type Clerk = Static<typeof ClerkBody>;

/** A clerk as listed with the authority. */
export const ListedClerkBody = Type.Composite([ClerkBody, Type.Object({ created_at: DateTime })]);
export type ListedClerk = Static<typeof ListedClerkBody>;

/** An authority's key as listed: never the key itself. */
export const ApiKeySummaryBody = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  created_at: DateTime,
  revoked_at: NullableDateTime,
});
export type ApiKeySummary = Static<typeof ApiKeySummaryBody>;

/** One authority of GET /operator/authorities/, and the answer of disable and enable. */
export const AuthorityBody = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  disabled_at: NullableDateTime,
  created_at: DateTime,
  clerks: Type.Array(ListedClerkBody),
  api_keys: Type.Array(ApiKeySummaryBody),
});
export type Authority = Static<typeof AuthorityBody>;

/** GET /operator/authorities/: by name. */
export const AuthorityListBody = Type.Object({ results: Type.Array(AuthorityBody) });
export type AuthorityList = Static<typeof AuthorityListBody>;

/** A new clerk with the one-time password, shown once. */
export const CreatedClerkBody = Type.Object({
  clerk: ClerkBody,
  initial_password: Type.String({
    description:
      'Einmalpasswort; wird nur jetzt angezeigt und muss bei der ersten Anmeldung ersetzt werden',
  }),
});
export type CreatedClerk = Static<typeof CreatedClerkBody>;

/** 201 of POST /operator/authorities/: the authority with its first clerk. */
export const CreatedAuthorityBody = Type.Composite([
  Type.Object({ authority: AuthorityBody }),
  CreatedClerkBody,
]);
export type CreatedAuthority = Static<typeof CreatedAuthorityBody>;

/** 201 of POST /operator/authorities/{id}/api-keys/: the key, shown once. */
export const CreatedApiKeyBody = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  created_at: DateTime,
  key: Type.String({ description: 'Der Schlüssel; wird nur jetzt angezeigt' }),
});
export type CreatedApiKey = Static<typeof CreatedApiKeyBody>;

/** GET /authority/me/: the clerk, the authority, and whether the one-time password still holds. */
export const ClerkStatusBody = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  authority: Type.Object({ id: Type.Integer(), name: Type.String() }),
  password_change_required: Type.Boolean(),
});
export type ClerkStatus = Static<typeof ClerkStatusBody>;
