import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './free-port';

/** The API's own start file, run as `npm start -w api` runs it: `node --import tsx`. */
const serverFile = path.resolve(__dirname, '../../server.ts');
const repositoryRoot = path.resolve(__dirname, '../../../..');
/** Resolved here: a child may run in a temporary folder without node_modules. */
const tsxLoader = pathToFileURL(require.resolve('tsx')).href;

/** A started API process and everything it wrote to stdout and stderr. */
export interface ApiProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** An API process that answers on `port`. */
export interface ReadyApi extends ApiProcess {
  port: number;
}

export interface ApiProcessOptions {
  /** Over the test's own environment; a variable set to `undefined` is not passed at all. */
  env: NodeJS.ProcessEnv;
  /** The working directory: where the process looks for `.env` (ignored with `viaNpm`). */
  cwd?: string;
  /**
   * `npm start -w api` from the repository root in a process group of its own, as an operator
   * or a container runtime starts it; otherwise node directly.
   */
  viaNpm?: boolean;
}

/** Every process started here; `group`: it leads a process group of its own. */
const started: { child: ChildProcess; group: boolean }[] = [];

/** Kills what the API processes started by this test file left running (after a failed test). */
export function killStartedApis(): void {
  for (const { child, group } of started.splice(0)) {
    try {
      if (group) process.kill(-child.pid!, 'SIGKILL');
      else if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    } catch (error) {
      // The group ended by itself.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
}

/**
 * Starts the real API process. Without DATABASE_URL in `env` it uses the embedded database, even
 * when the suite runs against PostgreSQL: it must not migrate the server's own database.
 */
export function spawnApi({ env, cwd, viaNpm = false }: ApiProcessOptions): ApiProcess {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const merged: NodeJS.ProcessEnv = { ...inherited, ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete merged[name];
  const child = viaNpm
    ? spawn('npm', ['start', '-w', 'api'], {
        cwd: repositoryRoot,
        env: merged,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(process.execPath, ['--import', tsxLoader, serverFile], {
        cwd,
        env: merged,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
  started.push({ child, group: viaNpm });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

/** Resolves when the process wrote `text`; rejects with its output when it ended before. */
export function waitForOutput(api: ApiProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (api.output().includes(text)) return resolve();
      if (api.child.exitCode !== null) return reject(new Error(api.output()));
      setTimeout(check, 50);
    };
    check();
  });
}

/** Longer than a start on a loaded machine takes, shorter than the tests' own time limits. */
const readyTimeoutMs = 90_000;

/**
 * Resolves when the process answers its readiness probe; rejects with its output when it ended
 * or was not ready in time.
 */
async function waitUntilReady(api: ApiProcess, port: number): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (api.child.exitCode !== null) throw new Error(`API beendet:\n${api.output()}`);
    if (Date.now() > deadline) throw new Error(`API nicht bereit:\n${api.output()}`);
    // Bounded: a port another socket took may accept and never answer.
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`, {
      signal: AbortSignal.timeout(2_000),
    }).catch(() => null);
    if (ready?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * An API process listening on a free port (PORT is set here), ready to serve. Should another
 * socket take the port between asking for it and the process listening, the process ends with
 * EADDRINUSE and another one starts on another port.
 */
export async function startReadyApi(options: ApiProcessOptions): Promise<ReadyApi> {
  for (;;) {
    const port = await freePort();
    const api = spawnApi({ ...options, env: { ...options.env, PORT: String(port) } });
    try {
      await waitUntilReady(api, port);
      return { ...api, port };
    } catch (error) {
      if (!api.output().includes('EADDRINUSE')) throw error;
    }
  }
}
