import { and, eq, isNull, gt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { DatabaseOrTransaction } from '../accounts/one-time-codes';
import { later } from '../../kernel/clock';
import type { FlowSecrets } from './eid-client';
import type { EidDisplay } from 'shared-ui/contracts/eid-contract';
import { eidAuthorizationFlows } from './schema';

/** How long a started identification may take until its answer comes back. */
export const eidFlowLifetimeMs = 10 * 60_000;

/**
 * Starts a person's authorization flow: fresh state, nonce and PKCE verifier, kept on the
 * server and bound to the person. A person has one open flow; a new one replaces the old.
 */
export async function startFlow(
  db: DatabaseOrTransaction,
  userId: number,
  display: EidDisplay,
  now: Date,
): Promise<FlowSecrets> {
  const secrets: FlowSecrets = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
  const values = {
    ...secrets,
    display,
    createdAt: now,
    expiresAt: later(now, eidFlowLifetimeMs),
    usedAt: null,
  };
  await db
    .insert(eidAuthorizationFlows)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: eidAuthorizationFlows.userId, set: values });
  return secrets;
}

export type FlowClaim =
  | { claimed: true; flow: FlowSecrets }
  | { claimed: false; reason: 'unknown' | 'expired' | 'replayed' };

/**
 * Takes the person's flow with this state for the one exchange of its code. Marking it used
 * and reading it is one statement, so of two concurrent hand-ins only one gets the flow.
 */
export async function claimFlow(
  db: DatabaseOrTransaction,
  userId: number,
  state: string,
  now: Date,
): Promise<FlowClaim> {
  const ofPerson = and(
    eq(eidAuthorizationFlows.userId, userId),
    eq(eidAuthorizationFlows.state, state),
  );
  const [flow] = await db
    .update(eidAuthorizationFlows)
    .set({ usedAt: now })
    .where(
      and(ofPerson, isNull(eidAuthorizationFlows.usedAt), gt(eidAuthorizationFlows.expiresAt, now)),
    )
    .returning();
  if (flow) {
    return {
      claimed: true,
      flow: { state: flow.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier },
    };
  }
  const [known] = await db.select().from(eidAuthorizationFlows).where(ofPerson);
  if (!known) return { claimed: false, reason: 'unknown' };
  return { claimed: false, reason: known.usedAt ? 'replayed' : 'expired' };
}
