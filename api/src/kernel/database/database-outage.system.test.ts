import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createLogger } from '../logging/logger';
import { createTestConfig } from '../testing/test-config';
import {
  createPostgresDatabaseOnServer,
  describeWithPostgres,
  testDatabaseTimeoutMs,
} from '../testing/test-database';
import { databaseUnavailableBody } from '../http/api-conventions';
import { openPostgresDatabase } from './database';
import type { OpenedDatabase } from './database';

/**
 * A real PostgreSQL behind a TCP proxy the test cuts: refused connections (the server stopped)
 * and a black hole (the network dropped, nothing answers).
 */
const password = `geheim-${randomBytes(6).toString('hex')}`;

/** Between the API and PostgreSQL; `cut()` refuses connections, `blackHole()` swallows them. */
class CuttableProxy {
  private server = net.createServer((client) => this.accept(client));
  private readonly sockets = new Set<net.Socket>();
  private mode: 'open' | 'black-hole' = 'open';
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** Like a stopped server: every connection closed, new ones refused. */
  async cut(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      for (const socket of this.sockets) socket.destroy();
    });
    this.server = net.createServer((client) => this.accept(client));
  }

  /** Like a dropped network: connections stay open, nothing comes back. */
  blackHole(): void {
    this.mode = 'black-hole';
    for (const socket of this.sockets) socket.unpipe();
  }

  async restore(): Promise<void> {
    this.mode = 'open';
    if (!this.server.listening) await this.start();
  }

  async close(): Promise<void> {
    await this.cut();
  }

  private accept(client: net.Socket): void {
    this.track(client);
    if (this.mode === 'black-hole') return;
    const upstream = net.connect(this.target.port, this.target.host);
    this.track(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      if (this.mode === 'open') {
        client.destroy();
        upstream.destroy();
      }
    };
    client.on('close', end);
    upstream.on('close', end);
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => this.sockets.delete(socket));
  }
}

describeWithPostgres('the API while PostgreSQL is away', () => {
  const logLines: string[] = [];
  let onServer: { url: string; drop(): Promise<void> };
  let proxy: CuttableProxy;
  let database: OpenedDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    onServer = await createPostgresDatabaseOnServer();
    const direct = new URL(onServer.url);
    proxy = new CuttableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    await proxy.start();
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.password = password;
    const config = createTestConfig({
      DATABASE_CONNECT_TIMEOUT: '1',
      DATABASE_STATEMENT_TIMEOUT: '1',
    });
    const logger = createLogger('info', { write: (line: string) => logLines.push(line) });
    database = openPostgresDatabase(viaProxy.toString(), logger, config.databaseTimeouts);
    app = await buildApp({ config, database, logger });
  }, testDatabaseTimeoutMs);

  afterAll(async () => {
    await app?.close();
    // Connections swallowed by the black hole end only when the proxy drops them.
    await proxy?.close();
    await database?.close();
    await onServer?.drop();
  });

  const login = () =>
    app.inject({
      method: 'POST',
      url: '/api/photobooth/web-login/',
      payload: { email: 'niemand@beispiel.de', password: 'falsch-falsch' },
    });

  async function expectUnavailable(): Promise<void> {
    const answer = await login();
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toEqual(databaseUnavailableBody);

    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({ status: 'error', database: 'error', blob_store: 'ok' });
    // The process itself is fine: no restart wanted.
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
  }

  async function expectServing(): Promise<void> {
    expect((await login()).statusCode).toBe(401);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', blob_store: 'ok' });
  }

  test('serving while the database answers', async () => {
    await expectServing();
  });

  test('database stopped (connections refused): 503 with Retry-After, ready again after', async () => {
    await proxy.cut();
    await expectUnavailable();
    await proxy.restore();
    await expectServing();
  });

  test('network dropped (nothing answers): 503 after the timeouts, never a hang', async () => {
    proxy.blackHole();
    await expectUnavailable();
    await proxy.restore();
    await expectServing();
  });

  test('log lines name the reason, never the client object or the connection password', () => {
    const unavailable = logLines
      .map((line) => JSON.parse(line) as { msg: string; err?: { type?: string } })
      .filter((line) => line.msg === 'Datenbank nicht erreichbar');
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.every((line) => line.err?.type === 'DatabaseUnavailable')).toBe(true);
    expect(logLines.filter((line) => line.includes(password))).toEqual([]);
    expect(logLines.filter((line) => line.includes('connectionParameters'))).toEqual([]);
    expect(Math.max(...logLines.map((line) => line.length))).toBeLessThan(2_000);
  });
});
