import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { compressVariants, minimumCompressibleBytes } from '../releases/precompress';
import { contentHash, isCompressible, type EncodedAnswer } from './encoded-answer';

/** Content types of what builds and releases hold; anything else is sent as bytes. */
const contentTypes: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export function contentTypeOf(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export interface StaticFilesOptions {
  /** Source maps (`*.map`) stay in the release store but are only sent when this is true. */
  serveSourceMaps: boolean;
  /** Memory for all cached files with their encodings; the least recently sent go first. */
  maxBytes?: number;
  /** Larger files are streamed from disk instead of being held. */
  maxFileBytes?: number;
  /**
   * A held file that never changes is looked for on disk again at most this often (one `stat`),
   * so a release folder deleted by hand or pruned stops being served within this time.
   */
  recheckMs?: number;
}

export type StaticLookup =
  | { kind: 'memory'; answer: EncodedAnswer }
  /** Too large to hold: the caller streams it from disk. */
  | { kind: 'disk'; root: string; file: string }
  | null;

interface CachedFile {
  answer: EncodedAnswer;
  bytes: number;
  ino: number;
  size: number;
  mtimeMs: number;
  /** When the file was last seen unchanged on disk. */
  checkedAt: number;
}

const sameFile = (cached: CachedFile, stats: Stats) =>
  cached.ino === stats.ino && cached.size === stats.size && cached.mtimeMs === stats.mtimeMs;

function isErrno(error: unknown, codes: string[]): boolean {
  return codes.includes((error as NodeJS.ErrnoException | null)?.code ?? '');
}

/**
 * A relative path inside a root, or null for anything that could leave it or names a hidden
 * file: empty segments, `.` and `..`, a leading dot, backslashes, NUL.
 */
export function safeRelativePath(relative: string): string | null {
  if (relative === '' || /[\\\0]/.test(relative)) return null;
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return null;
  return segments.join(path.sep);
}

async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if (isErrno(error, ['ENOENT', 'ENOTDIR', 'EISDIR'])) return null;
    throw error;
  }
}

/**
 * The gateway's static files (the shell's build and the release store) held in memory after
 * their first request, each with its brotli and gzip forms: the `.br`/`.gz` siblings the build
 * or the publish wrote, or made once here where a sibling is missing. A release file (its
 * folder never changes) and a file with a content hash in its name are sent from memory and
 * looked for on disk at most once a second (gone: 404); any other file is checked with one
 * `stat` per request and read again when changed.
 */
export class StaticFiles {
  private readonly cache = new Map<string, CachedFile>();
  private readonly loading = new Map<string, Promise<CachedFile | 'disk' | null>>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly maxFileBytes: number;
  private readonly recheckMs: number;

  constructor(private readonly options: StaticFilesOptions) {
    this.maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
    this.maxFileBytes = options.maxFileBytes ?? 8 * 1024 * 1024;
    this.recheckMs = options.recheckMs ?? 1000;
  }

  /** Bytes held now, all encodings counted. */
  get heldBytes(): number {
    return this.bytes;
  }

  /**
   * The file `relative` under `root`, from memory. `unchanging`: the file never changes (a
   * release's, or one with a content hash in its name), so no `stat` once it is held.
   */
  async lookup(root: string, relative: string, unchanging: boolean): Promise<StaticLookup> {
    const inside = safeRelativePath(relative);
    if (inside === null) return null;
    if (!this.options.serveSourceMaps && inside.toLowerCase().endsWith('.map')) return null;
    const file = path.join(root, inside);
    const cached = this.cache.get(file);
    if (cached && unchanging && Date.now() - cached.checkedAt < this.recheckMs) {
      this.touch(file, cached);
      return { kind: 'memory', answer: cached.answer };
    }
    const loaded = await this.load(file, cached);
    if (loaded === 'disk') return { kind: 'disk', root, file: inside };
    return loaded && { kind: 'memory', answer: loaded.answer };
  }

  private touch(file: string, cached: CachedFile) {
    // A Map iterates in insertion order: re-inserting keeps the least recently sent first.
    this.cache.delete(file);
    this.cache.set(file, cached);
  }

  private load(file: string, cached: CachedFile | undefined) {
    const pending = this.loading.get(file);
    if (pending) return pending;
    const loading = this.read(file, cached).finally(() => this.loading.delete(file));
    this.loading.set(file, loading);
    return loading;
  }

  private async read(
    file: string,
    cached: CachedFile | undefined,
  ): Promise<CachedFile | 'disk' | null> {
    let stats: Stats;
    try {
      stats = await fs.stat(file);
    } catch (error) {
      if (isErrno(error, ['ENOENT', 'ENOTDIR'])) {
        this.forget(file);
        return null;
      }
      throw error;
    }
    if (!stats.isFile()) return null;
    if (cached && sameFile(cached, stats)) {
      cached.checkedAt = Date.now();
      this.touch(file, cached);
      return cached;
    }
    this.forget(file);
    if (stats.size > this.maxFileBytes) return 'disk';
    const identity = await fs.readFile(file);
    const type = contentTypeOf(file);
    let br: Buffer | null = null;
    let gzip: Buffer | null = null;
    if (isCompressible(type) && identity.length >= minimumCompressibleBytes) {
      br = await readIfPresent(`${file}.br`);
      gzip = await readIfPresent(`${file}.gz`);
      if (!br || !gzip) {
        const made = await compressVariants(identity);
        br ??= made.br;
        gzip ??= made.gzip;
      }
    }
    const entry: CachedFile = {
      answer: { type, identity, br, gzip, hash: contentHash(identity) },
      bytes: identity.length + (br?.length ?? 0) + (gzip?.length ?? 0),
      ino: stats.ino,
      size: stats.size,
      mtimeMs: stats.mtimeMs,
      checkedAt: Date.now(),
    };
    this.cache.set(file, entry);
    this.bytes += entry.bytes;
    for (const [oldest, old] of this.cache) {
      if (this.bytes <= this.maxBytes || oldest === file) break;
      this.cache.delete(oldest);
      this.bytes -= old.bytes;
    }
    return entry;
  }

  private forget(file: string) {
    const old = this.cache.get(file);
    if (!old) return;
    this.cache.delete(file);
    this.bytes -= old.bytes;
  }
}
