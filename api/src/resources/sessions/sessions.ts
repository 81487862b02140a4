import type { Session } from 'shared-ui/contracts/sessions-contract';
import type { AppConfig } from '../../kernel/config/config';
import type { UserRow } from '../accounts/schema';
import type { DatabaseOrTransaction } from '../accounts/one-time-codes';
import { accessTokenLifetimeSeconds, signAccessToken } from '../../kernel/auth/access-token';
import { issueRefreshToken } from './refresh-tokens';
import type { IssuedRefreshToken } from './refresh-tokens';

/**
 * A new log-in: an access token and the first refresh token of a new family. The answer of
 * web-login and token/refresh is the contract's Session (signed-in-area.md §3).
 */
export async function startSession(
  db: DatabaseOrTransaction,
  config: AppConfig,
  user: UserRow,
  now: Date,
): Promise<Session> {
  const refresh = await issueRefreshToken(db, user.id, now);
  return sessionTokens(config, user, refresh, now);
}

/** The answer for a refresh token: an access token bound to the refresh token's log-in. */
export function sessionTokens(
  config: AppConfig,
  user: UserRow,
  refresh: Pick<IssuedRefreshToken, 'token' | 'family'>,
  now: Date,
): Session {
  const subject = { userId: user.id, userType: user.userType, sessionId: refresh.family };
  return {
    access_token: signAccessToken(config, subject, now),
    refresh_token: refresh.token,
    token_type: 'Bearer',
    expires_in: accessTokenLifetimeSeconds,
    EID_verified: user.eidVerified,
    user_type: user.userType,
  };
}
