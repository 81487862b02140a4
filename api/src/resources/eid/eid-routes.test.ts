import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { providerRecords } from '../eid-test-provider/database-adapter';
import { testProviderPath, testProviderSubject } from '../eid-test-provider/local-eid-provider';
import { rejectionDescription, testProviderNotice } from '../eid-test-provider/provider-pages';
import type { TestIdentity } from '../eid-test-provider/test-identity';
import {
  answerAtTestProvider,
  injectSender,
  type TesterChoice,
} from '../eid-test-provider/testing/test-provider-driver';
import { findAccountByEmail } from '../accounts/accounts';
import { users } from '../accounts/schema';
import {
  bearer,
  logIn,
  ownerPayload,
  postJson,
  registerVerifyAndLogIn,
  useTestApp,
} from '../accounts/testing/identity-test-kit';
import type { SignedIn } from '../accounts/testing/identity-test-kit';
import { eidFlowLifetimeMs } from './eid-flows';
import { eidMessages, mismatchMessage, providerFailureMessages } from './eid-messages';
import { eidIdentificationPriceCents, eidPseudonym } from './identification-billing';
import { billableEvents } from './schema';
import {
  annaSchmidt,
  codeAndState,
  startIdentification,
  verifyIdentification,
} from './testing/eid-test-kit';

const testApp = useTestApp();

interface Person extends SignedIn {
  userId: number;
  companyId: number;
}

async function registeredPerson(): Promise<Person> {
  const payload = ownerPayload();
  const signedIn = await registerVerifyAndLogIn(testApp, payload);
  const account = await findAccountByEmail(testApp.database.db, payload.user.email);
  return { ...signedIn, userId: account!.user.id, companyId: account!.company!.id };
}

/** Starts, lets the tester answer at the local provider, and returns the redirect address. */
async function returnFromProvider(
  person: SignedIn,
  choice: TesterChoice,
  app: FastifyInstance = testApp.app,
): Promise<URL> {
  const authorizationUrl = await startIdentification(app, person, 'page');
  return answerAtTestProvider(injectSender(app), authorizationUrl, choice);
}

/** The whole identification of `person` with `identity` on the ID card: the verify answer. */
async function identify(person: SignedIn, identity: TestIdentity) {
  return verify(person, codeAndState(await returnFromProvider(person, { identity })));
}

const verify = (
  person: SignedIn,
  payload: Record<string, string>,
  app: FastifyInstance = testApp.app,
) => verifyIdentification(app, person, payload);

async function eidFlag(userId: number): Promise<boolean> {
  const [row] = await testApp.database.db
    .select({ eidVerified: users.eidVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row!.eidVerified;
}

async function pseudonymOf(userId: number): Promise<string | null> {
  const [row] = await testApp.database.db
    .select({ eidPseudonym: users.eidPseudonym })
    .from(users)
    .where(eq(users.id, userId));
  return row!.eidPseudonym;
}

function billingOf(userId: number) {
  return testApp.database.db.select().from(billableEvents).where(eq(billableEvents.userId, userId));
}

describe('the authorization request', () => {
  test('goes to the local test provider with code flow, PKCE S256, state, nonce and display', async () => {
    const person = await registeredPerson();
    const url = new URL(await startIdentification(testApp.app, person, 'touch'));
    expect(`${url.origin}${url.pathname}`).toBe(
      `${testApp.config.publicUrl}/api${testProviderPath}/auth`,
    );
    const params = url.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe(`${testApp.config.publicUrl}/adesso-redirect`);
    expect(params.get('scope')).toBe('openid profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('display')).toBe('touch');
    // The verifier stays on the server.
    expect(url.toString()).not.toMatch(/code_verifier/);
  });

  test('needs a signed-in person and a known display', async () => {
    const anonymous = await postJson(testApp.app, '/api/photobooth/eid-start/', {
      display: 'page',
    });
    expect(anonymous.statusCode).toBe(401);
    const person = await registeredPerson();
    const popup = await postJson(
      testApp.app,
      '/api/photobooth/eid-start/',
      { display: 'popup' },
      bearer(person.accessToken),
    );
    expect(popup.statusCode).toBe(400);
  });
});

describe('the test provider', () => {
  test('labels its page as a test provider and uses no inline script or style', async () => {
    const person = await registeredPerson();
    const authorizationUrl = new URL(await startIdentification(testApp.app, person));
    const send = injectSender(testApp.app);
    const toInteraction = await send({ method: 'GET', url: authorizationUrl, headers: {} });
    const interaction = new URL(toInteraction.location!, authorizationUrl);
    const cookie = toInteraction.setCookies.map((line) => line.split(';')[0]).join('; ');
    const page = await send({ method: 'GET', url: interaction, headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toContain(testProviderNotice);
    expect(page.body).toContain('Ablehnen');
    expect(page.body).not.toMatch(/<script|<style|style=/i);
    const stylesheet = await testApp.app.inject(`/api${testProviderPath}/assets/test-provider.css`);
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toMatch(/^text\/css/);
  });

  test('an interaction page without its cookie says the request is over', async () => {
    const page = await testApp.app.inject(`/api${testProviderPath}/interaction/unbekannt`);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(testProviderNotice);
    expect(page.body).toContain('Diese Identifizierung ist abgelaufen');
  });

  test('a refusal returns access_denied with a description to the redirect URI', async () => {
    const person = await registeredPerson();
    const redirect = await returnFromProvider(person, 'reject');
    expect(`${redirect.origin}${redirect.pathname}`).toBe(
      `${testApp.config.publicUrl}/adesso-redirect`,
    );
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(redirect.searchParams.get('error_description')).toBe(rejectionDescription);
    expect(redirect.searchParams.get('code')).toBeNull();
    expect(await eidFlag(person.userId)).toBe(false);
  });

  test('signs with ES256, and a database that holds an RSA key from before keeps using it', async () => {
    const jwks = async (app: FastifyInstance) =>
      (await app.inject(`/api${testProviderPath}/jwks`)).json<{ keys: Array<{ alg: string }> }>();
    expect((await jwks(testApp.app)).keys.map((key) => key.alg)).toEqual(['ES256']);

    const secrets = providerRecords<Record<string, unknown>>(
      testApp.database.db,
      'ProviderSecrets',
    );
    const current = (await secrets.get('current'))!;
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rsaKey = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' };
    await secrets.set('current', { ...current, signingKey: rsaKey });
    const restarted = await buildApp(testApp);
    try {
      expect((await jwks(restarted)).keys.map((key) => key.alg)).toEqual(['RS256']);
      const person = await registeredPerson();
      const redirect = await returnFromProvider(person, { identity: annaSchmidt }, restarted);
      const answer = await verify(person, codeAndState(redirect), restarted);
      expect(answer.statusCode).toBe(200);
      expect(await eidFlag(person.userId)).toBe(true);
    } finally {
      await restarted.close();
      await secrets.set('current', current);
    }
  });
});

describe('redeeming the code', () => {
  test('the matching identity sets the eID flag and bills the first identification once', async () => {
    const person = await registeredPerson();
    const redirect = await returnFromProvider(person, { identity: annaSchmidt });
    const answer = await verify(person, codeAndState(redirect));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: eidMessages.verified, EID_verified: true });
    expect(await eidFlag(person.userId)).toBe(true);

    const login = await postJson(testApp.app, '/api/photobooth/web-login/', {
      email: person.email,
      password: 'Passwort1!',
    });
    expect(login.json()).toMatchObject({ EID_verified: true });

    const [event, ...more] = await billingOf(person.userId);
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({
      companyId: person.companyId,
      kind: 'eid_identification',
      amountCents: eidIdentificationPriceCents,
    });
    expect(eidIdentificationPriceCents).toBe(99);

    // A second identification of the same person is confirmed again but not billed again.
    const again = await returnFromProvider(person, { identity: annaSchmidt });
    expect((await verify(person, codeAndState(again))).statusCode).toBe(200);
    expect(await billingOf(person.userId)).toHaveLength(1);
  });

  test('stores a pseudonym of the eID subject: stable per person, never the name', async () => {
    const person = await registeredPerson();
    const other = await registeredPerson();
    const erika: TestIdentity = { ...annaSchmidt, given_name: 'Erika' };
    await testApp.database.db
      .update(users)
      .set({ firstName: 'Erika' })
      .where(eq(users.id, other.userId));

    expect((await identify(person, annaSchmidt)).statusCode).toBe(200);
    const first = await pseudonymOf(person.userId);
    expect((await identify(person, annaSchmidt)).statusCode).toBe(200);
    const again = await pseudonymOf(person.userId);
    expect((await identify(other, erika)).statusCode).toBe(200);
    const ofOther = await pseudonymOf(other.userId);

    const issuer = `${testApp.config.publicUrl}/api${testProviderPath}`;
    const subject = testProviderSubject(annaSchmidt);
    expect(first).toBe(eidPseudonym(testApp.config, issuer, subject));
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(again).toBe(first);
    expect(ofOther).not.toBe(first);
    for (const part of ['Anna', 'Schmidt', '1990', subject]) expect(first).not.toContain(part);
  });

  test('the billing record outlives the person', async () => {
    const person = await registeredPerson();
    expect((await identify(person, annaSchmidt)).statusCode).toBe(200);
    const [event] = await billingOf(person.userId);
    await testApp.database.db.delete(users).where(eq(users.id, person.userId));
    const [kept] = await testApp.database.db
      .select()
      .from(billableEvents)
      .where(eq(billableEvents.id, event!.id));
    expect(kept).toMatchObject({ userId: null, companyId: person.companyId, amountCents: 99 });
  });

  test('case, umlauts written out, accents and a further given name still match', async () => {
    const payload = ownerPayload({
      user: {
        ...ownerPayload().user,
        first_name: 'Jörg',
        last_name: 'Müller-Lüdenscheidt',
      },
    });
    const person = await registerVerifyAndLogIn(testApp, payload);
    const identity = {
      given_name: 'JOERG PETER',
      family_name: 'MUELLER LUEDENSCHEIDT',
      birthdate: '1990-05-17',
    };
    expect((await identify(person, identity)).statusCode).toBe(200);
  });

  test('another name is refused in German, nothing set, nothing billed', async () => {
    const person = await registeredPerson();
    const redirect = await returnFromProvider(person, {
      identity: { ...annaSchmidt, family_name: 'Schmitt' },
    });
    const answer = await verify(person, codeAndState(redirect));
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ message: mismatchMessage(['name']) });
    expect(answer.json().message).toMatch(/Name aus Ihrem Ausweis stimmt nicht/);
    expect(await eidFlag(person.userId)).toBe(false);
    expect(await billingOf(person.userId)).toHaveLength(0);
  });

  test('another birth date is refused: the date must be exact', async () => {
    const person = await registeredPerson();
    const redirect = await returnFromProvider(person, {
      identity: { ...annaSchmidt, birthdate: '1990-05-18' },
    });
    const answer = await verify(person, codeAndState(redirect));
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ message: mismatchMessage(['birthdate']) });
    expect(await eidFlag(person.userId)).toBe(false);
    expect(await billingOf(person.userId)).toHaveLength(0);
  });

  test('a replayed code is refused', async () => {
    const person = await registeredPerson();
    const redirect = await returnFromProvider(person, { identity: annaSchmidt });
    expect((await verify(person, codeAndState(redirect))).statusCode).toBe(200);
    const replay = await verify(person, codeAndState(redirect));
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ message: eidMessages.replayedCode });
    expect(await billingOf(person.userId)).toHaveLength(1);
  });

  test('a code handed in with a new flow is refused by the provider (PKCE binds it)', async () => {
    const person = await registeredPerson();
    const first = codeAndState(await returnFromProvider(person, { identity: annaSchmidt }));
    const second = codeAndState(await returnFromProvider(person, { identity: annaSchmidt }));
    const answer = await verify(person, { ...first, state: second.state });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: providerFailureMessages['code-rejected'] });
    expect(await eidFlag(person.userId)).toBe(false);
  });

  test('a forged state is refused and does not use up the flow', async () => {
    const person = await registeredPerson();
    const redirect = await returnFromProvider(person, { identity: annaSchmidt });
    const answer = codeAndState(redirect);
    const forged = await verify(person, { ...answer, state: `${answer.state}x` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: eidMessages.unknownFlow });
    expect((await verify(person, answer)).statusCode).toBe(200);
  });

  test("another person's state is refused", async () => {
    const person = await registeredPerson();
    const other = await registeredPerson();
    const redirect = await returnFromProvider(person, { identity: annaSchmidt });
    const answer = await verify(other, codeAndState(redirect));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: eidMessages.unknownFlow });
    expect(await eidFlag(other.userId)).toBe(false);
  });

  test('a code without state is refused with its own message', async () => {
    const person = await registeredPerson();
    const { code, iss } = codeAndState(await returnFromProvider(person, { identity: annaSchmidt }));
    const answer = await verify(person, { code, iss });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: eidMessages.missingState });
  });

  test('a flow older than its lifetime is refused as expired', async () => {
    const person = await registeredPerson();
    const redirect = await returnFromProvider(person, { identity: annaSchmidt });
    testApp.clock.advance(eidFlowLifetimeMs + 1);
    const fresh = await logIn(testApp.app, person.email, 'Passwort1!');
    const answer = await verify(fresh, codeAndState(redirect));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: eidMessages.expiredFlow });
  });

  test('without a sign-in nothing is redeemed', async () => {
    const answer = await postJson(testApp.app, '/api/photobooth/eid-verify/', {
      code: 'abc',
      state: 'def',
    });
    expect(answer.statusCode).toBe(401);
  });
});
