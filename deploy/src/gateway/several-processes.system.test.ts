import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import type { AppConfig } from 'api/src/kernel/config/config';
import { openPostgresDatabase } from 'api/src/kernel/database/database';
import { latestMailTo } from 'api/src/kernel/mail/outbox-reader';
import {
  createPostgresDatabaseOnServer,
  describeWithPostgres,
} from 'api/src/kernel/testing/test-database';
import { studioFormData } from 'api/src/kernel/testing/multipart-form';
import {
  createTestPasswordHasher,
  ownerPayload,
} from 'api/src/resources/accounts/testing/identity-test-kit';
import { createLogger } from 'api/src/kernel/logging/logger';
import { createTestConfig } from 'api/src/kernel/testing/test-config';
import {
  answerAtTestProvider,
  fetchSender,
} from 'api/src/resources/eid-test-provider/testing/test-provider-driver';
import { annaSchmidt } from 'api/src/resources/eid/testing/eid-test-kit';
import { createOperatorAccount } from 'api/src/resources/operator/operator-accounts';
import { studioFields, tradeProofPdf } from 'api/src/resources/operator/testing/operator-test-kit';

import { buildGateway } from './gateway';
import { listeningOnFreePort } from 'api/src/kernel/testing/free-port';
import {
  killStartedApis,
  spawnApi,
  startReadyApi,
  type ReadyApi,
} from 'api/src/kernel/testing/api-process';
import {
  removeTemporaryDirectories,
  temporaryDirectory,
} from 'api/src/kernel/testing/temporary-directories';

/**
 * Issue 20, several processes: two real API processes (`node --import tsx api/src/server.ts`),
 * each with a DATA_DIR of its own (two machines), on one PostgreSQL and one S3-compatible store
 * (s3rver), behind a round-robin proxy without sticky sessions, and the gateway in front of it
 * (`API_URL` on the proxy). Every step of an operator's and an owner's day goes through the
 * gateway and the proxy, so consecutive requests reach different processes.
 */
const startTimeoutMs = 120_000;
const bucket = 'bildbote-two-processes';
const finderQuery = '/api/photobooth/shops-nearby/?latitude=54.3233&longitude=10.1228&radius=10';

type ApiProcess = ReadyApi & { dataDir: string };

/** An API process on a machine of its own: a DATA_DIR and a working folder without .env. */
function machineEnvironment(env: NodeJS.ProcessEnv) {
  const machine = temporaryDirectory('bildbote-machine-');
  const dataDir = path.join(machine, 'data');
  const options = {
    env: { ...env, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
    // A folder without .env: only what the test sets counts.
    cwd: machine,
  };
  return { options, dataDir };
}

/**
 * A load balancer without sticky sessions: each request to the next process in turn. It listens
 * before the processes exist (the gateway needs its address), so `ports` is filled in later.
 */
function roundRobinProxy() {
  const ports: number[] = [];
  const served: number[] = [];
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next++ % ports.length;
    served[index] = (served[index] ?? 0) + 1;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: ports[index],
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  const listening = new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
  const forwardTo = (upstreamPorts: number[]) => {
    ports.push(...upstreamPorts);
    served.push(...upstreamPorts.map(() => 0));
  };
  return { server, served, listening, forwardTo };
}

/** The gateway, listening; its address is in its configuration as PUBLIC_URL. */
async function listeningGateway(
  proxyUrl: string,
): Promise<{ gateway: FastifyInstance; site: string }> {
  const { server, port } = await listeningOnFreePort((gatewayPort) => {
    const config = createTestConfig({
      DATA_DIR: temporaryDirectory('bildbote-gateway-'),
      PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`,
      API_URL: proxyUrl,
    });
    return buildGateway({
      config,
      releasesDir: config.releasesDir,
      // This test calls /api only: the gateway needs no built front end.
      shellDir: temporaryDirectory('bildbote-shell-'),
      api: { kind: 'proxy', url: proxyUrl },
      logger: createLogger('silent'),
    });
  });
  return { gateway: server, site: `http://127.0.0.1:${port}` };
}

/** An API process that answers; started again on another port should its port be taken meanwhile. */
async function readyApi(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const { options, dataDir } = machineEnvironment(env);
  return { ...(await startReadyApi(options)), dataDir };
}

let s3: S3rver;
let database: { url: string; drop(): Promise<void> };
let apis: ApiProcess[] = [];
let proxy: ReturnType<typeof roundRobinProxy>;
let gateway: FastifyInstance | undefined;
let site: string;

describeWithPostgres('two API processes on one PostgreSQL and one object store', () => {
  beforeAll(async () => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: temporaryDirectory('bildbote-s3-'),
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port: s3Port } = await s3.run();
    database = await createPostgresDatabaseOnServer();
    proxy = roundRobinProxy();
    const proxyUrl = `http://127.0.0.1:${await proxy.listening}`;
    ({ gateway, site } = await listeningGateway(proxyUrl));
    const { privateKey } = generateKeyPairSync('ed25519');
    const shared = {
      DATABASE_URL: database.url,
      JWT_SECRET: 'zwei-prozesse-ein-geheimnis-lang-genug-fuer-hs256',
      LICENSE_PRIVATE_KEY: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      PUBLIC_URL: site,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // The gateway's X-Forwarded-For arrives through the proxy, both on this machine.
      TRUST_PROXY: '127.0.0.1',
    };
    apis = await Promise.all([readyApi(shared), readyApi(shared)]);
    proxy.forwardTo(apis.map((api) => api.port));
  }, startTimeoutMs * 2);

  afterAll(async () => {
    for (const api of apis) {
      if (api.child.exitCode === null) api.child.kill('SIGTERM');
    }
    const codes = await Promise.all(apis.map((api) => api.exited));
    // Processes of a start that failed half-way.
    killStartedApis();
    await gateway?.close();
    await new Promise((resolve) => proxy?.server.close(resolve));
    await s3?.close();
    await database?.drop();
    removeTemporaryDirectories();
    expect(codes).toEqual(apis.map(() => 0));
  }, 60_000);

  const json = async (
    url: string,
    { method = 'GET', body, token }: { method?: string; body?: unknown; token?: string } = {},
  ) => {
    const answer = await fetch(url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    return {
      status: answer.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  };

  /** The mail went out from whichever process answered: look in both outboxes. */
  async function mailedCode(email: string): Promise<string> {
    for (const api of apis) {
      const mail = await latestMailTo({ dataDir: api.dataDir } as AppConfig, email);
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
      if (code) return code;
    }
    throw new Error(`Kein Bestätigungscode an ${email}`);
  }

  async function logIn(email: string, password: string): Promise<string> {
    const answer = await json(`${site}/api/photobooth/web-login/`, {
      method: 'POST',
      body: { email, password },
    });
    expect(answer.status).toBe(200);
    return String(answer.body.access_token);
  }

  const finderIds = async (api: ApiProcess) => {
    const answer = await fetch(`http://127.0.0.1:${api.port}${finderQuery}`);
    return ((await answer.json()) as { id: number }[]).map((shop) => shop.id);
  };

  test('a process on the shared database without the shared secrets refuses to start, naming them', async () => {
    const lonely = spawnApi(
      machineEnvironment({
        DATABASE_URL: database.url,
        JWT_SECRET: undefined,
        LICENSE_PRIVATE_KEY: undefined,
      }).options,
    );

    expect(await lonely.exited).toBe(1);
    expect(lonely.output()).toContain(
      '- JWT_SECRET: muss gesetzt sein, wenn DATABASE_URL gesetzt ist',
    );
    expect(lonely.output()).toContain(
      '- LICENSE_PRIVATE_KEY: muss gesetzt sein, wenn DATABASE_URL gesetzt ist',
    );
  });

  test('registration, eID, trade proof and its review, the approval in both finders', async () => {
    // Registration: the code is checked by whichever process gets the next request.
    const owner = ownerPayload({ company_name: 'Zwei Rechner GmbH' });
    const registered = await json(`${site}/api/photobooth/register/`, {
      method: 'POST',
      body: owner,
    });
    expect(registered.status).toBe(201);
    const verified = await json(`${site}/api/photobooth/verify-otp/`, {
      method: 'POST',
      body: { email: owner.user.email, otp: await mailedCode(owner.user.email) },
    });
    expect(verified.status).toBe(200);
    const ownerToken = await logIn(owner.user.email, owner.user.password);

    // eID with the local provider: its pages, its token endpoint and the check alternate.
    const servedBefore = [...proxy.served];
    const started = await json(`${site}/api/photobooth/eid-start/`, {
      method: 'POST',
      body: { display: 'page' },
      token: ownerToken,
    });
    expect(started.status).toBe(200);
    const redirect = await answerAtTestProvider(
      fetchSender,
      String(started.body.authorization_url),
      {
        identity: annaSchmidt,
      },
    );
    const eid = await json(`${site}/api/photobooth/eid-verify/`, {
      method: 'POST',
      body: Object.fromEntries(
        ['code', 'state', 'iss'].map((name) => [name, redirect.searchParams.get(name) ?? '']),
      ),
      token: ownerToken,
    });
    expect(eid).toEqual({
      status: 200,
      body: expect.objectContaining({ EID_verified: true }) as unknown,
    });
    expect(proxy.served.every((count, index) => count > servedBefore[index]!)).toBe(true);

    // A studio with its trade proof, received by one process.
    const submitted = await fetch(`${site}/api/photobooth/registered-shops/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}` },
      body: studioFormData(studioFields(), { content: tradeProofPdf }),
    });
    expect(submitted.status).toBe(201);
    const locationId = ((await submitted.json()) as { id: number }).id;
    // Both finders have answered the search (and cached the answer) before the decision.
    for (const api of apis) expect(await finderIds(api)).not.toContain(locationId);

    // An operator made by the command line tool's function, signed in through the proxy.
    const operatorDatabase = openPostgresDatabase(database.url, {
      error: (details, message) => console.error(message, details),
    });
    const operatorPasswords = createTestPasswordHasher();
    const operatorEmail = 'betrieb@bildbote.example';
    const { oneTimePassword } = await createOperatorAccount(
      operatorDatabase.db,
      operatorPasswords,
      { email: operatorEmail },
      new Date(),
    ).finally(() => Promise.all([operatorDatabase.close(), operatorPasswords.close()]));
    const firstToken = await logIn(operatorEmail, oneTimePassword);
    const changed = await json(`${site}/api/photobooth/profile/change-password/`, {
      method: 'POST',
      body: {
        current_password: oneTimePassword,
        new_password: 'BetriebPasswort1!',
        confirm_password: 'BetriebPasswort1!',
      },
      token: firstToken,
    });
    expect(changed.status).toBe(200);
    const operatorToken = await logIn(operatorEmail, 'BetriebPasswort1!');

    // The review queue's signed link downloads the proof from either process.
    const queue = await fetch(`${site}/api/operator/review-queue/`, {
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(queue.status).toBe(200);
    const entry = ((await queue.json()) as { id: number; certificate_url: string | null }[]).find(
      (item) => item.id === locationId,
    );
    expect(entry?.certificate_url).toEqual(expect.any(String));
    for (const api of apis) {
      const download = await fetch(
        new URL(entry!.certificate_url!, `http://127.0.0.1:${api.port}`),
      );
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(tradeProofPdf);
    }

    // Approved through one process: both finders list the studio (each had cached the search).
    const approved = await json(`${site}/api/operator/locations/${locationId}/approve/`, {
      method: 'POST',
      body: {},
      token: operatorToken,
    });
    expect(approved.status).toBe(200);
    const listedAfterMs = await Promise.all(
      apis.map(async (api) => {
        const since = Date.now();
        // The notice travels through PostgreSQL after the answer: allow it a moment (3 s on a
        // loaded CI machine; usually a few milliseconds), far below the cache's 60 s.
        while (!(await finderIds(api)).includes(locationId)) {
          if (Date.now() - since > 3_000) return Infinity;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return Date.now() - since;
      }),
    );
    expect(listedAfterMs.every((ms) => ms <= 3_000)).toBe(true);
  });
});
