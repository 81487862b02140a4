import type { ApiKeySummary, Authority, Clerk } from 'shared-ui/contracts/authorities-contract';
import type { UserRow } from '../accounts/schema';
import type { AuthorityOverview } from './authority-accounts';
import type { AuthorityApiKeyRow } from './schema';

/**
 * The stored rows as the answers of `/api/operator/authorities/` and `/api/authority/me/` show
 * them. The schemas are the contract in `shared-ui/contracts/authorities-contract`; typed with its
 * static types, a field the schema gains, loses or changes fails the type check here.
 */
export function authorityOf({ authority, clerks, apiKeys }: AuthorityOverview): Authority {
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

export function clerkOf(clerk: UserRow): Clerk {
  return { id: clerk.id, email: clerk.email };
}

export function apiKeyOf(key: AuthorityApiKeyRow): ApiKeySummary {
  return {
    id: key.id,
    label: key.label,
    created_at: key.createdAt.toISOString(),
    revoked_at: key.revokedAt?.toISOString() ?? null,
  };
}
