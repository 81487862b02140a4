import { Type, type Static } from '@sinclair/typebox';
import { literalUnion } from './schema-parts';

/**
 * The JSON of the eID identification (signed-in-area.md §2, §7; ARCHITECTURE.md §3):
 * `POST /photobooth/eid-start/` and `POST /photobooth/eid-verify/`. The API documents its
 * requests and validates its answers with these schemas and builds the answers with their static
 * types; the remotes import only the types, so a change on one side that the other does not
 * follow fails the type check.
 */

/**
 * How the provider shows its authorization page: `page` in the desktop popup, `touch` on phones.
 * Also the enum of the API's eid_authorization_flows table.
 */
export const eidDisplays = ['page', 'touch'] as const;
export type EidDisplay = (typeof eidDisplays)[number];

/** The body of eid-start/. */
export const EidStartBody = Type.Object({
  display: literalUnion(eidDisplays, { description: 'page (Desktop) oder touch (mobil)' }),
});
export type EidStart = Static<typeof EidStartBody>;

/** 200 of eid-start/: the provider's authorization address for this person. */
export const EidStartAnswerBody = Type.Object({
  authorization_url: Type.String({ format: 'uri' }),
});
export type EidStartAnswer = Static<typeof EidStartAnswerBody>;

/**
 * The body of eid-verify/. The spec sends `{code}`; `state` and `iss` of the same return address
 * go along, so the server can bind the answer to the flow it started and to its provider.
 */
export const EidVerificationBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 2048 }),
  state: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
  iss: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
});
export type EidVerification = Static<typeof EidVerificationBody>;

/** 200 of eid-verify/: the identity matched the profile, the eID flag is set. */
export const EidVerifiedBody = Type.Object({
  message: Type.String(),
  EID_verified: Type.Literal(true),
});
export type EidVerified = Static<typeof EidVerifiedBody>;

/** A refusal of either route: the text as `message` (read by the spec's client) and as `detail`. */
export const EidRefusalBody = Type.Object(
  {
    message: Type.String({ description: 'Deutsche Meldung für die Anzeige' }),
    detail: Type.String({ description: 'Dieselbe Meldung' }),
  },
  { additionalProperties: true },
);
export type EidRefusal = Static<typeof EidRefusalBody>;
