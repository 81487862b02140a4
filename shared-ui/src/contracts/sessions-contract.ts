import { Type, type Static } from '@sinclair/typebox';
import { literalUnion } from './schema-parts';
import { userTypes } from './accounts-contract';

/**
 * The JSON of signing in (signed-in-area.md §3, §7): `POST /photobooth/web-login/` and
 * `POST /photobooth/token/refresh/`. The API documents its requests and validates its answers
 * with these schemas and builds the answers with their static types; the remotes import only the
 * types, so a change on one side that the other does not follow fails the type check.
 */

/**
 * The body of web-login/. The longest password is the API's (it refuses longer ones before
 * hashing them), so the API builds the schema with it.
 */
export const webLoginBody = (passwordMaxLength: number) =>
  Type.Object({
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: passwordMaxLength }),
  });
export type WebLogin = Static<ReturnType<typeof webLoginBody>>;

/**
 * The answer of web-login/ and token/refresh/ (signed-in-area.md §3: access_token,
 * refresh_token, EID_verified).
 */
export const SessionBody = Type.Object({
  access_token: Type.String({ description: 'JWT (HS256), 15 Minuten gültig' }),
  refresh_token: Type.String({
    description: 'Undurchsichtiges Token, 14 Tage gültig, bei jeder Verwendung erneuert',
  }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Sekunden bis zum Ablauf des access_token' }),
  EID_verified: Type.Boolean(),
  user_type: literalUnion(userTypes),
});
export type Session = Static<typeof SessionBody>;

/**
 * The spec's body of token/refresh/ and logout/; a browser may leave the token out and rely on
 * the cookie instead.
 */
export const RefreshTokenBody = Type.Object({
  refresh_token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type RefreshToken = Static<typeof RefreshTokenBody>;
