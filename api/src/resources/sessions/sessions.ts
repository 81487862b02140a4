import type { AppConfig } from '../../kernel/config/config';
import type { UserRow } from '../accounts/schema';
import type { DatabaseOrTransaction } from '../accounts/one-time-codes';
import { accessTokenLifetimeSeconds, signAccessToken } from '../../kernel/auth/access-token';
import { issueRefreshToken } from './refresh-tokens';
import type { IssuedRefreshToken } from './refresh-tokens';

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
  return sessionTokens(config, user, refresh, now);
}

/** The answer for a refresh token: an access token bound to the refresh token's log-in. */
export function sessionTokens(
  config: AppConfig,
  user: UserRow,
  refresh: Pick<IssuedRefreshToken, 'token' | 'family'>,
  now: Date,
): SessionTokens {
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
