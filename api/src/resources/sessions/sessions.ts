import type { AppConfig } from '../../kernel/config/config';
import type { UserRow } from '../accounts/schema';
import type { DatabaseOrTransaction } from '../accounts/one-time-codes';
import { accessTokenLifetimeSeconds, signAccessToken } from '../../kernel/auth/access-token';
import { issueRefreshToken } from './refresh-tokens';

/** The answer of web-login and token/refresh (signed-in-area.md §3: access_token, refresh_token, EID_verified). */
export interface SessionTokens {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  /** Seconds until the access token expires. */
  expires_in: number;
  EID_verified: boolean;
  user_type: UserRow['userType'];
}

/** A new log-in: an access token and the first refresh token of a new family. */
export async function startSession(
  db: DatabaseOrTransaction,
  config: AppConfig,
  user: UserRow,
  now: Date,
): Promise<SessionTokens> {
  const refresh = await issueRefreshToken(db, user.id, now);
  return sessionTokens(config, user, refresh.token, now);
}

export function sessionTokens(
  config: AppConfig,
  user: UserRow,
  refreshToken: string,
  now: Date,
): SessionTokens {
  return {
    access_token: signAccessToken(config, { userId: user.id, userType: user.userType }, now),
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: accessTokenLifetimeSeconds,
    EID_verified: user.eidVerified,
    user_type: user.userType,
  };
}
