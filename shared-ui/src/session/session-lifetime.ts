/**
 * How long a log-in lasts without use: a refresh token is valid this long after it was issued,
 * and every refresh issues a new one (api/src/resources/sessions/refresh-tokens.ts uses this
 * value, so server and page agree when a session ends).
 */
export const sessionLifetimeMs = 14 * 24 * 60 * 60_000;

/** The dialog "Angemeldet bleiben" appears this long before the session would end. */
export const sessionWarningLeadMs = 5 * 60_000;
