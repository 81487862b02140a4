/**
 * Benchmark of the gateway (`npm run bench`, issue 20): requests per second for the home page
 * `/`, `/remotes.json` and a static chunk of the shell, each beside a bare Node `http` server
 * that answers the same bytes with the same headers, in one run (autocannon in a worker thread,
 * browser-like `Accept-Encoding: br, gzip`). Prints figures and the load average; asserts nothing.
 * Goal: the gateway reaches at least 0.7 of the bare server.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import autocannon from 'autocannon';
import { startTestSite } from '../e2e/test-site';
import { decimal, loadAverage, median, shellChunk } from './bench-helpers';

const connections = 50;
/** Gateway and bare server take turns, so a change of the machine's load hits both alike. */
const rounds = 3;
const durationSeconds = 4;
const goal = 0.7;
const requestHeaders = { 'accept-encoding': 'br, gzip' };

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    workers: 1,
    headers: requestHeaders,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One answer of the gateway, as the bare server will repeat it. */
async function record(url: string): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: requestHeaders }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers: Record<string, string> = {};
          for (const name of [
            'content-type',
            'content-encoding',
            'etag',
            'cache-control',
            'vary',
          ]) {
            const value = response.headers[name];
            if (typeof value === 'string') headers[name] = value;
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

async function bareServer(answer: Recorded): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(answer.status, {
      ...answer.headers,
      'content-length': answer.body.length,
    });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function main() {
  const site = await startTestSite();
  try {
    const targets = ['/', '/remotes.json', await shellChunk()];
    console.log(
      `Gateway gegen nacktes http (gleiche Bytes und Kopfzeilen): ${connections} Verbindungen, ` +
        `${rounds} Runden zu je ${durationSeconds} s abwechselnd, Accept-Encoding: br, gzip; ` +
        `${os.cpus().length} Kerne, ` +
        `Load-Average vorher (1/5/15 min): ${loadAverage()}`,
    );
    for (const target of targets) {
      const url = `${site.baseUrl}${target}`;
      const answer = await record(url);
      // Warm up: the first request makes the page or loads the file.
      await load(url).catch(() => undefined);
      const bare = await bareServer(answer);
      try {
        const gatewayRounds: Figures[] = [];
        const bareRounds: Figures[] = [];
        for (let round = 0; round < rounds; round += 1) {
          gatewayRounds.push(await load(url));
          bareRounds.push(await load(`${bare.url}${target}`));
        }
        const ratios = gatewayRounds.map(
          (figures, round) =>
            figures.requestsPerSecond / (bareRounds[round]?.requestsPerSecond ?? 1),
        );
        const ratio = median(ratios);
        const rps = (figures: Figures[]) =>
          Math.round(median(figures.map((entry) => entry.requestsPerSecond)));
        const errors = gatewayRounds.reduce((sum, figures) => sum + figures.errors, 0);
        const encoding = answer.headers['content-encoding'] ?? 'unkomprimiert';
        console.log(
          `  ${target} (${answer.status}, ${answer.body.length} Bytes ${encoding}): Gateway ` +
            `${rps(gatewayRounds)} Anfragen/s (Median; p99 ${median(gatewayRounds.map((f) => f.p99))} ms, ` +
            `Fehler ${errors}), nackt ${rps(bareRounds)} Anfragen/s (p99 ` +
            `${median(bareRounds.map((f) => f.p99))} ms) → Verhältnis je Runde ` +
            `${ratios.map(decimal).join(' / ')}, Median ${decimal(ratio)} ` +
            `(Ziel ≥ ${decimal(goal)}: ${ratio >= goal ? 'erreicht' : 'nicht erreicht'})`,
        );
      } finally {
        await bare.close();
      }
    }
    console.log(`  Load-Average nachher: ${loadAverage()}`);
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
