import { Type } from '@sinclair/typebox';
import { apiKeyLabelMaxLength, authorityNameMaxLength } from 'shared-ui/validation/authority-forms';
import type { UserRow } from '../accounts/schema';
import type { AuthorityOverview } from './authority-accounts';
import type { AuthorityApiKeyRow } from './schema';

/**
 * The answers of `/api/operator/authorities/` and `/api/authority/me/`. Every field is listed:
 * password hashes and key hashes are never part of an answer; a key itself only once, when it
 * is created.
 */
const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);

export const NewAuthorityBody = Type.Object({
  name: Type.String({
    description: `Name der Behörde, höchstens ${authorityNameMaxLength} Zeichen`,
  }),
  email: Type.String({
    description: 'E-Mail-Adresse der ersten Sachbearbeiterin oder des ersten Sachbearbeiters',
  }),
});

export const NewClerkBody = Type.Object({ email: Type.String() });

export const NewApiKeyBody = Type.Object({
  label: Type.String({
    description: `Wofür der Schlüssel verwendet wird, höchstens ${apiKeyLabelMaxLength} Zeichen`,
  }),
});

const ClerkBody = Type.Object({ id: Type.Integer(), email: Type.String() });
const ListedClerkBody = Type.Composite([ClerkBody, Type.Object({ created_at: DateTime })]);

const ApiKeyBody = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  created_at: DateTime,
  revoked_at: NullableDateTime,
});

export const AuthorityBody = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  disabled_at: NullableDateTime,
  created_at: DateTime,
  clerks: Type.Array(ListedClerkBody),
  api_keys: Type.Array(ApiKeyBody),
});

export const AuthorityListBody = Type.Object({ results: Type.Array(AuthorityBody) });

export const CreatedClerkBody = Type.Object({
  clerk: ClerkBody,
  initial_password: Type.String({
    description:
      'Einmalpasswort; wird nur jetzt angezeigt und muss bei der ersten Anmeldung ersetzt werden',
  }),
});

export const CreatedAuthorityBody = Type.Composite([
  Type.Object({ authority: AuthorityBody }),
  CreatedClerkBody,
]);

export const CreatedApiKeyBody = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  created_at: DateTime,
  key: Type.String({ description: 'Der Schlüssel; wird nur jetzt angezeigt' }),
});

export const ClerkStatusBody = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  authority: Type.Object({ id: Type.Integer(), name: Type.String() }),
  password_change_required: Type.Boolean(),
});

export function authorityOf({ authority, clerks, apiKeys }: AuthorityOverview) {
  return {
    id: authority.id,
    name: authority.name,
    disabled_at: authority.disabledAt?.toISOString() ?? null,
    created_at: authority.createdAt.toISOString(),
    clerks: clerks.map((clerk) => ({
      ...clerkOf(clerk),
      created_at: clerk.createdAt.toISOString(),
    })),
    api_keys: apiKeys.map(apiKeyOf),
  };
}

export function clerkOf(clerk: UserRow) {
  return { id: clerk.id, email: clerk.email };
}

export function apiKeyOf(key: AuthorityApiKeyRow) {
  return {
    id: key.id,
    label: key.label,
    created_at: key.createdAt.toISOString(),
    revoked_at: key.revokedAt?.toISOString() ?? null,
  };
}
