/**
 * Benchmark of the site as production starts it (`npm run bench`, issue 20): the documented
 * start command `node --import tsx deploy/src/start.ts` (gateway with the API in one process)
 * as a child process, once on the embedded default (PGlite under a fresh DATA_DIR) and once on
 * PostgreSQL (a fresh database on the server of DATABASE_URL, else the local one). For each:
 * 1. the resident memory (RSS, /proc) at rest after the start, after warm-up requests
 *    (pages, files, API reads, one login per account) and after the login load below;
 * 2. the latency of probes as a load balancer sends them (one at a time, each on a new
 *    connection, no Accept-Encoding) for a static chunk of the shell, `/remotes.json` and
 *    `/api/health/live`: first alone, then while 20 clients log in without pause (real logins
 *    of seeded accounts; argon2id in the API's password worker pool is the load).
 * Prints figures and the load average; asserts nothing. Goal: probe p99 at most 20 ms.
 * `--api-only`: the API's own start (`node --import tsx src/server.ts` in api/) instead, as each
 * API process of the several-process topology runs; no build needed, probes only
 * `/api/health/live`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  embeddedDatabaseDirectory,
  openPgliteDatabase,
  openPostgresDatabase,
} from 'api/src/kernel/database/database';
import type { OpenedDatabase } from 'api/src/kernel/database/database';
import { migrate } from 'api/src/kernel/database/migrate';
import { createPasswordHasher } from 'api/src/kernel/passwords/password-hasher';
import { createPostgresDatabaseOnServer } from 'api/src/kernel/testing/test-database';
import { createOperatorAccount } from 'api/src/resources/operator/operator-accounts';
import { ensureBuilt } from '../build/ensure-built';
import { repositoryRoot } from '../build/workspaces';
import { freePort } from 'api/src/kernel/testing/free-port';
import { decimal, loadAverage, median, percentile, shellChunk } from './bench-helpers';

const apiOnly = process.argv.includes('--api-only');
const loginClients = 20;
const phaseSeconds = 15;
/** Pause between two probes: a load balancer probes now and then, not back to back. */
const probePauseMs = 20;
const restMs = 5_000;
const probeGoalMs = 20;
/**
 * The start builds what is out of date, like `npm start`: other sessions edit sources between
 * the bench's own ensureBuilt and the start, so the start may build again (reported).
 */
const startTimeoutMs = 15 * 60_000;

interface Account {
  email: string;
  password: string;
}

/** Accounts that may log in (operators: verified, no company), made as the operator CLI does. */
async function seedAccounts(database: OpenedDatabase): Promise<Account[]> {
  const accounts: Account[] = [];
  // The standard cost, as the CLI hashes: the log-ins measured check such hashes.
  const passwords = createPasswordHasher({ workers: 1 });
  try {
    for (let index = 0; index < loginClients; index += 1) {
      const email = `bench-${index}@bildbote.example`;
      const created = await createOperatorAccount(database.db, passwords, { email }, new Date());
      accounts.push({ email, password: created.oneTimePassword });
    }
  } finally {
    await passwords.close();
  }
  return accounts;
}

interface Site {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  stop(): Promise<void>;
}

/** The production start command, as the README names it, with only `env` set beyond PATH. */
async function startSite(env: NodeJS.ProcessEnv): Promise<Site> {
  const port = await freePort();
  const entry = apiOnly ? 'src/server.ts' : 'deploy/src/start.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: apiOnly ? path.join(repositoryRoot, 'api') : repositoryRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // To compare pool sizes: `PASSWORD_HASH_WORKERS=1 npx tsx deploy/src/cli/bench-production.ts`.
      ...(process.env.PASSWORD_HASH_WORKERS
        ? { PASSWORD_HASH_WORKERS: process.env.PASSWORD_HASH_WORKERS }
        : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Start beendet:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      await exited;
      throw new Error(`Nicht bereit:\n${output}`);
    }
    const ready = await request(`${baseUrl}/api/health/ready`).catch(() => null);
    if (ready?.status === 200) break;
    await sleep(200);
  }
  return {
    child,
    baseUrl,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: string;
  ms: number;
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: loginClients });

/** One request; `agent` false (the default here) opens a new connection as a probe does. */
function request(
  url: string,
  options: { method?: string; body?: unknown; agent?: http.Agent | false } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: options.agent ?? false,
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function logIn(baseUrl: string, account: Account): Promise<Answer> {
  return request(`${baseUrl}/api/photobooth/web-login/`, {
    method: 'POST',
    body: account,
    agent: keepAlive,
  });
}

/** Resident memory in MB of the process and its children (tsx's esbuild service); its peak. */
async function memory(pid: number): Promise<{ rss: number; children: number; peak: number }> {
  const field = async (id: number, name: string) => {
    const status = await fs.readFile(`/proc/${id}/status`, 'utf8').catch(() => '');
    return Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  };
  // Children are listed per thread: tsx starts its esbuild service from the loader's thread.
  const tasks = await fs.readdir(`/proc/${pid}/task`);
  const children = (
    await Promise.all(
      tasks.map((task) =>
        fs.readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => ''),
      ),
    )
  )
    .join(' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  const childRss = await Promise.all(children.map((child) => field(child, 'VmRSS')));
  return {
    rss: await field(pid, 'VmRSS'),
    children: childRss.reduce((sum, value) => sum + value, 0),
    peak: await field(pid, 'VmHWM'),
  };
}

const rssText = (figures: { rss: number; children: number }) =>
  `${mb(figures.rss)} (dazu Kindprozesse ${mb(figures.children)})`;

const mb = (value: number) => `${Math.round(value)} MB`;

interface ProbeFigures {
  count: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

/** Probes the targets in turn until `until` resolves; latency per target. */
async function probe(
  baseUrl: string,
  targets: string[],
  until: Promise<unknown>,
): Promise<Map<string, ProbeFigures>> {
  let done = false;
  void until.then(() => (done = true));
  const times = new Map(targets.map((target) => [target, [] as number[]]));
  const failures = new Map(targets.map((target) => [target, 0]));
  for (let turn = 0; !done; turn += 1) {
    const target = targets[turn % targets.length]!;
    const answer = await request(`${baseUrl}${target}`).catch(() => null);
    if (answer?.status === 200) times.get(target)!.push(answer.ms);
    else failures.set(target, (failures.get(target) ?? 0) + 1);
    await sleep(probePauseMs);
  }
  return new Map(
    targets.map((target) => {
      const values = times.get(target)!;
      return [
        target,
        {
          count: values.length,
          failed: failures.get(target) ?? 0,
          p50: percentile(values, 0.5),
          p99: percentile(values, 0.99),
          max: Math.max(0, ...values),
        },
      ];
    }),
  );
}

/** 20 clients, each logging in again as soon as its last login was answered. */
async function loginLoad(baseUrl: string, accounts: Account[], seconds: number) {
  const end = performance.now() + seconds * 1000;
  const times: number[] = [];
  let failed = 0;
  await Promise.all(
    accounts.map(async (account) => {
      while (performance.now() < end) {
        const answer = await logIn(baseUrl, account).catch(() => null);
        if (answer?.status === 200) times.push(answer.ms);
        else failed += 1;
      }
    }),
  );
  return { count: times.length, failed, p50: median(times), p99: percentile(times, 0.99) };
}

const ms = (value: number) => `${decimal(value, 1)} ms`;

function printProbes(title: string, figures: Map<string, ProbeFigures>): void {
  console.log(`  ${title}:`);
  for (const [target, entry] of figures) {
    const verdict = entry.p99 <= probeGoalMs ? 'erreicht' : 'nicht erreicht';
    console.log(
      `    ${target}: ${entry.count} Proben (Fehler ${entry.failed}), p50 ${ms(entry.p50)}, ` +
        `p99 ${ms(entry.p99)} (Ziel ≤ ${probeGoalMs} ms: ${verdict}), max ${ms(entry.max)}`,
    );
  }
}

/** Start, rest, warm up, rest, probe alone, probe under logins, rest: figures of one database. */
async function measure(label: string, env: NodeJS.ProcessEnv, accounts: Account[]) {
  // Built here, not by the start: its time and memory are the site's, not webpack's (other
  // sessions change sources meanwhile, so before each start).
  if (!apiOnly) await ensureBuilt((line) => console.log(`  ${line}`));
  console.log(`\n${label} (Load-Average vorher: ${loadAverage()})`);
  const started = performance.now();
  const site = await startSite(env);
  const pid = site.child.pid!;
  try {
    const built = [...site.output().matchAll(/> ([\w-]+)@[\d.]+ build/g)].map((m) => m[1]);
    console.log(
      `  bereit nach ${decimal((performance.now() - started) / 1000, 1)} s` +
        (built.length > 0 ? ` (darin Build von ${built.join(', ')}: Quellen geändert)` : ''),
    );
    await sleep(restMs);
    const atStart = await memory(pid);
    console.log(`  RSS in Ruhe nach dem Start: ${rssText(atStart)}`);

    const chunk = apiOnly ? null : await shellChunk();
    const apiReads = [
      '/api/health/ready',
      '/api/photobooth/shops-nearby/?latitude=52.52&longitude=13.40&radius=25',
    ];
    const warmUp = chunk ? ['/', '/remotes.json', chunk, ...apiReads, '/impressum'] : apiReads;
    const notOk = new Set<string>();
    for (let round = 0; round < 20; round += 1) {
      const answers = await Promise.all(
        warmUp.map((target) => request(`${site.baseUrl}${target}`)),
      );
      answers.forEach((answer, index) => {
        if (answer.status !== 200) notOk.add(`${warmUp[index]} ${answer.status}`);
      });
    }
    if (notOk.size > 0) console.log(`  beim Aufwärmen nicht 200: ${[...notOk].join(', ')}`);
    const logins = await Promise.all(accounts.map((account) => logIn(site.baseUrl, account)));
    const refused = logins.filter((answer) => answer.status !== 200);
    if (refused.length > 0) {
      throw new Error(`Anmeldung abgelehnt: ${refused[0]?.status} ${refused[0]?.body}`);
    }
    await sleep(restMs);
    const warm = await memory(pid);
    console.log(
      `  RSS in Ruhe nach dem Aufwärmen (${20 * warmUp.length} Anfragen, ` +
        `${accounts.length} Anmeldungen): ${rssText(warm)}`,
    );

    const targets = chunk ? [chunk, '/remotes.json', '/api/health/live'] : ['/api/health/live'];
    printProbes(
      `Proben allein (${phaseSeconds} s, alle ${probePauseMs} ms eine, neue Verbindung je Probe)`,
      await probe(site.baseUrl, targets, sleep(phaseSeconds * 1000)),
    );
    const load = loginLoad(site.baseUrl, accounts, phaseSeconds);
    const underLoad = await probe(site.baseUrl, targets, load);
    const logged = await load;
    printProbes(
      `Proben während ${loginClients} Clients ununterbrochen anmelden (${phaseSeconds} s; ` +
        `${logged.count} Anmeldungen, ${decimal(logged.count / phaseSeconds, 1)}/s, ` +
        `Fehler ${logged.failed}, Anmeldung p50 ${ms(logged.p50)}, p99 ${ms(logged.p99)})`,
      underLoad,
    );
    await sleep(restMs);
    const after = await memory(pid);
    console.log(
      `  RSS in Ruhe nach der Anmeldelast: ${rssText(after)} (Spitze im ganzen Lauf ${mb(after.peak)})`,
    );
  } finally {
    await site.stop();
    console.log(`  Load-Average nachher: ${loadAverage()}`);
  }
}

async function embedded(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bildbote-bench-'));
  try {
    const database = await openPgliteDatabase(embeddedDatabaseDirectory(dataDir));
    let accounts: Account[];
    try {
      await migrate(database);
      accounts = await seedAccounts(database);
    } finally {
      await database.close();
    }
    await measure('Eingebettet (PGlite, frisches DATA_DIR)', { DATA_DIR: dataDir }, accounts);
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function postgres(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bildbote-bench-'));
  const server = await createPostgresDatabaseOnServer();
  try {
    const database = openPostgresDatabase(server.url, {
      error: (details, message) => console.error(message, details),
    });
    let accounts: Account[];
    try {
      accounts = await seedAccounts(database);
    } finally {
      await database.close();
    }
    const licenseKey = generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    await measure(
      'PostgreSQL (frische Datenbank auf dem lokalen Server)',
      {
        DATA_DIR: dataDir,
        DATABASE_URL: server.url,
        JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
        LICENSE_PRIVATE_KEY: licenseKey,
      },
      accounts,
    );
  } finally {
    await server.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `Produktionsstart (node --import tsx ${apiOnly ? 'src/server.ts in api/' : 'deploy/src/start.ts'}): ` +
      `RSS und Proben; ` +
      `PASSWORD_HASH_WORKERS ${process.env.PASSWORD_HASH_WORKERS ?? 'Standard'}; ` +
      `${os.cpus().length} Kerne, Node ${process.versions.node}`,
  );
  try {
    await embedded();
    await postgres();
  } finally {
    keepAlive.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
