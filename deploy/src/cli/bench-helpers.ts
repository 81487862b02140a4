/**
 * What the benchmarks of the running site share (`bench-gateway.ts`, `bench-production.ts`,
 * `bench-home-page.ts`): the shell chunk they request, the load average they print beside their
 * figures, the German number formats of their output and their median.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { shellDist } from '../build/workspaces';

/** The largest hashed script of the shell's page: what every visitor loads, cached for a year. */
export async function shellChunk(): Promise<string> {
  const html = await fs.readFile(path.join(shellDist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/src="?\/?([^"\s>]+\.[0-9a-f]{10}\.js)/g)].map(
    (match) => match[1] ?? '',
  );
  const candidates =
    scripts.length > 0
      ? scripts
      : (await fs.readdir(shellDist)).filter((file) => /\.[0-9a-f]{10}\.js$/.test(file));
  const sized = await Promise.all(
    candidates.map(async (file) => ({
      file,
      size: (await fs.stat(path.join(shellDist, file))).size,
    })),
  );
  const largest = sized.sort((a, b) => b.size - a.size)[0];
  if (!largest) throw new Error('Kein Chunk mit Inhalts-Hash im Build der Shell.');
  return `/${largest.file}`;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The value below which `share` (0–1) of the values lie (nearest rank). */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** German decimal comma. */
export const decimal = (value: number, digits = 2) => value.toFixed(digits).replace('.', ',');

/** Other sessions build on the same machine: every figure is printed beside this. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => decimal(value))
    .join(' / ');
