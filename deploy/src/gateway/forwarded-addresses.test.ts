import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from 'api/src/app';
import type { OpenedDatabase } from 'api/src/kernel/database/database';
import { createLogger } from 'api/src/kernel/logging/logger';
import { createTestConfig } from 'api/src/kernel/testing/test-config';
import { testDatabaseTimeoutMs } from 'api/src/kernel/testing/test-database';
import { authRateLimits } from 'api/src/resources/sessions/auth-routes';
import { useGatewayTestBed } from './testing/gateway-test-bed';

/**
 * The two-process topology on real sockets: clients → gateway (API_URL) → API process. Clients
 * get addresses of their own by connecting from different loopback addresses (127.0.0.0/8).
 */
const bed = useGatewayTestBed('bildbote-forwarded-');
let database: OpenedDatabase;
let api: FastifyInstance;
let gateway: FastifyInstance;
let apiPort: number;
let gatewayPort: number;

const ipLimit = authRateLimits.loginFailuresPerIp.limit;
/** Eleven log-ins hash eleven passwords (argon2): more than Jest's default on a busy machine. */
const loginsTimeoutMs = 60_000;

beforeAll(async () => {
  database = await bed.openDatabase();
  // The API trusts the gateway's address only.
  api = bed.closeLater(
    await buildApp({ config: createTestConfig({ TRUST_PROXY: '127.0.0.1' }), database }),
  );
  await api.listen({ port: 0, host: '127.0.0.1' });
  apiPort = (api.server.address() as AddressInfo).port;

  await bed.writeShell({ 'index.html': '<!doctype html><title>x</title>' });
  // The gateway is the site's edge: nothing in front of it to trust.
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  gateway = await bed.startGateway({
    env: { API_URL: apiUrl },
    api: { kind: 'proxy', url: apiUrl },
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  gatewayPort = (gateway.server.address() as AddressInfo).port;
}, testDatabaseTimeoutMs);

/** A failed log-in sent from `from` (a loopback address) to `port`. */
function failedLogin(
  port: number,
  from: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const body = JSON.stringify({ email: `niemand-${from}@beispiel.de`, password: 'falsch-falsch' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/photobooth/web-login/',
        headers: { 'content-type': 'application/json', ...headers },
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function exhaustIpLimit(port: number, from: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < ipLimit; attempt += 1) {
    statuses.push(await failedLogin(port, from));
  }
  return statuses;
}

describe('client addresses behind the gateway', () => {
  test(
    'two clients through the gateway have separate per-IP limits',
    async () => {
      expect(await exhaustIpLimit(gatewayPort, '127.0.0.2')).toEqual(Array(ipLimit).fill(401));
      expect(await failedLogin(gatewayPort, '127.0.0.2')).toBe(429);

      // Another client is not caught by the first one's limit.
      expect(await failedLogin(gatewayPort, '127.0.0.3')).toBe(401);
    },
    loginsTimeoutMs,
  );

  test(
    "a forged X-Forwarded-For through the gateway does not lift the client's limit",
    async () => {
      expect(
        await failedLogin(gatewayPort, '127.0.0.2', { 'x-forwarded-for': '203.0.113.7' }),
      ).toBe(429);
      expect(
        await failedLogin(gatewayPort, '127.0.0.2', {
          'x-forwarded-for': '203.0.113.8, 198.51.100.1',
        }),
      ).toBe(429);
    },
    loginsTimeoutMs,
  );

  test(
    'a peer the API does not trust cannot choose its address by header',
    async () => {
      expect(await exhaustIpLimit(apiPort, '127.0.0.4')).toEqual(Array(ipLimit).fill(401));
      expect(await failedLogin(apiPort, '127.0.0.4', { 'x-forwarded-for': '203.0.113.9' })).toBe(
        429,
      );
    },
    loginsTimeoutMs,
  );

  test(
    'the recorded address is the client, not the gateway',
    async () => {
      const lines: string[] = [];
      const logged = await buildApp({
        config: createTestConfig({ TRUST_PROXY: '1' }),
        database,
        logger: createLogger('info', { write: (line: string) => lines.push(line) }),
      });
      try {
        await logged.inject({
          method: 'GET',
          url: '/api/health',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '198.51.100.23' },
        });
      } finally {
        await logged.close();
      }
      const incoming = lines
        .map((line) => JSON.parse(line) as { msg: string; req?: { remoteAddress?: string } })
        .find((line) => line.msg === 'incoming request');
      expect(incoming?.req?.remoteAddress).toBe('198.51.100.23');
    },
    loginsTimeoutMs,
  );
});
