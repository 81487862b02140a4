import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Preload } from 'shared-ui/prerender/prerendered-files';
import type { RouteMeta } from 'shared-ui/routing/route-meta';
import {
  readActiveRemotes,
  readReleaseState,
  releaseFolder,
  remotesManifest,
  type ActiveRemote,
  type MissingRelease,
} from '../releases/release-store';
import { remoteNames } from 'shared-ui/remotes/remote-names';
import { encodeAnswer, type EncodedAnswer } from './encoded-answer';
import { deferStart, readStartScript } from './deferred-start';
import { renderShellDocument, type DocumentHead } from './html-document';
import {
  composePrerenderedPage,
  readPrerenderedFrame,
  readPrerenderedPages,
} from './prerendered-page';
import { remotePreloads } from './remote-preloads';
import { isIndexable, sitemapXml } from './search-engine-files';

/** Paths whose page is remembered per snapshot, so a page request does no route lookup. */
const maxRememberedPaths = 2000;

export interface RouteOwner {
  remote: ActiveRemote;
  route: RouteMeta;
}

export interface RenderedPage {
  answer: EncodedAnswer;
  status: 200 | 404;
}

/**
 * What the gateway serves from the release store at one moment: the active remotes, and made
 * from them once (not per request) `/remotes.json`, the sitemap and each route's page, each in
 * its brotli and gzip forms.
 */
export class SiteSnapshot {
  private manifestAnswer: Promise<EncodedAnswer> | null = null;
  private sitemapAnswer: Promise<EncodedAnswer> | null = null;
  private readonly pages = new Map<string, Promise<RenderedPage>>();
  private readonly pagesByPath = new Map<string, Promise<RenderedPage>>();
  private template: Promise<string> | null = null;
  private frame: ReturnType<typeof readPrerenderedFrame> | null = null;
  private startScript: Promise<string | null> | null = null;

  constructor(
    readonly key: string,
    readonly remotes: ActiveRemote[],
    /** The releases the state names as active, found or not: watched for coming and going. */
    readonly expected: string[],
    private readonly shellDir: string,
    private readonly publicUrl: string,
  ) {}

  remote(name: ActiveRemote['name']): ActiveRemote | null {
    return this.remotes.find((remote) => remote.name === name) ?? null;
  }

  manifest(): Promise<EncodedAnswer> {
    this.manifestAnswer ??= encodeAnswer(
      JSON.stringify(remotesManifest(this.remotes)),
      'application/json; charset=utf-8',
    );
    return this.manifestAnswer;
  }

  sitemap(): Promise<EncodedAnswer> {
    const routes = this.remotes.flatMap((remote) => remote.routes).filter(isIndexable);
    this.sitemapAnswer ??= encodeAnswer(
      sitemapXml(this.publicUrl, routes),
      'application/xml; charset=utf-8',
    );
    return this.sitemapAnswer;
  }

  findRoute(pathname: string): RouteOwner | null {
    let wanted: string;
    try {
      wanted = decodeURIComponent(pathname).toLowerCase().replace(/\/+$/, '') || '/';
    } catch {
      return null;
    }
    for (const remote of this.remotes) {
      // react-router matches case-insensitively; the gateway answers the same paths.
      const route = remote.routes.find((candidate) => candidate.path.toLowerCase() === wanted);
      if (route) return { remote, route };
    }
    return null;
  }

  /** The shell's page for a path: the owning route's head, or the page of the German 404. */
  page(pathname: string): Promise<RenderedPage> {
    const known = this.pagesByPath.get(pathname);
    if (known) return known;
    const page = this.pageOf(pathname);
    // Bounded: paths nobody links to (404s) must not fill the memory.
    if (this.pagesByPath.size < maxRememberedPaths) this.pagesByPath.set(pathname, page);
    return page;
  }

  private pageOf(pathname: string): Promise<RenderedPage> {
    const owner = this.findRoute(pathname);
    const key = owner ? `${owner.remote.name} ${owner.route.path}` : '404';
    let page = this.pages.get(key);
    if (!page) {
      page = this.render(owner);
      this.pages.set(key, page);
      page.catch(() => {
        this.pages.delete(key);
        this.pagesByPath.clear();
      });
    }
    return page;
  }

  private async render(owner: RouteOwner | null): Promise<RenderedPage> {
    this.template ??= readFile(path.join(this.shellDir, 'index.html'), 'utf8');
    const template = await this.template;
    const head: DocumentHead = {
      route: owner?.route ?? null,
      canonicalUrl: owner ? `${this.publicUrl.replace(/\/$/, '')}${owner.route.path}` : null,
    };
    const preloads = owner ? await remotePreloads(owner.remote) : [];
    const page = owner ? await this.prerendered(template, head, owner, preloads) : null;
    return {
      answer: await encodeAnswer(
        page ?? renderShellDocument(template, { ...head, preloads }),
        'text/html; charset=utf-8',
      ),
      status: owner ? 200 : 404,
    };
  }

  /**
   * The page with its content when the shell and the owning release were prerendered. With the
   * shell's start script it asks for the remote's files at the first interaction, not before.
   */
  private async prerendered(
    template: string,
    head: DocumentHead,
    owner: RouteOwner,
    preloads: Preload[],
  ): Promise<string | null> {
    this.frame ??= readPrerenderedFrame(this.shellDir);
    this.startScript ??= readStartScript(this.shellDir);
    const [frame, pages, startScript] = await Promise.all([
      this.frame,
      readPrerenderedPages(owner.remote),
      this.startScript,
    ]);
    if (!frame || !pages) return null;
    const page = composePrerenderedPage(
      renderShellDocument(template, startScript ? head : { ...head, preloads }),
      {
        frame,
        pages,
        remote: owner.remote,
        path: owner.route.path,
        manifest: remotesManifest(this.remotes),
      },
    );
    if (!page || !startScript) return page;
    return deferStart(page, startScript, preloads) ?? page;
  }
}

function fileKey(file: string): string {
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  return stats ? `${stats.ino}:${stats.mtimeMs}:${stats.size}` : '-';
}

export interface ActiveSiteOptions {
  releasesDir: string;
  shellDir: string;
  publicUrl: string;
  onMissing: (missing: MissingRelease) => void;
  /** Called with the remotes found whenever the snapshot is made anew. */
  onLoaded?: (remotes: ActiveRemote[]) => void;
}

/**
 * The current `SiteSnapshot`, checked without reading anything but file times: `state.json`
 * (replaced by rename on every switch), the shell's `index.html` and the active releases'
 * manifests (a folder deleted by hand or restored). The check is synchronous and made once per
 * turn of the event loop: the requests read in one turn share it, and all of them had arrived
 * before it ran, so an activation or rollback is served by the first request after it. (An
 * asynchronous check per batch cost about 15 µs per request in promise and thread-pool hand-offs;
 * a `stat` of a local file takes a few µs.)
 */
export class ActiveSite {
  private snapshot: SiteSnapshot | null = null;
  private thisTurn: Promise<SiteSnapshot> | null = null;
  private loading: Promise<SiteSnapshot> | null = null;

  constructor(private readonly options: ActiveSiteOptions) {}

  current(): Promise<SiteSnapshot> {
    if (this.thisTurn) return this.thisTurn;
    this.thisTurn = this.check();
    setImmediate(() => {
      this.thisTurn = null;
    });
    return this.thisTurn;
  }

  private key(expected: string[]): string {
    const { releasesDir, shellDir } = this.options;
    return [
      fileKey(path.join(releasesDir, 'state.json')),
      fileKey(path.join(shellDir, 'index.html')),
      ...expected.map((dir) => (fs.existsSync(path.join(dir, 'mf-manifest.json')) ? '1' : '0')),
    ].join('|');
  }

  private async check(): Promise<SiteSnapshot> {
    const known = this.snapshot;
    if (known && this.key(known.expected) === known.key) return known;
    // One reload at a time; a request that finds the store changed again meanwhile checks anew.
    if (this.loading) {
      await this.loading.catch(() => undefined);
      return this.check();
    }
    this.loading = this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<SiteSnapshot> {
    const { releasesDir, shellDir, publicUrl, onMissing } = this.options;
    const state = await readReleaseState(releasesDir);
    const expected = remoteNames.flatMap((name) => {
      const version = state.remotes[name]?.active;
      return version ? [releaseFolder(releasesDir, name, version)] : [];
    });
    // The key is taken before reading: a change made meanwhile shows on the next check.
    const key = this.key(expected);
    const remotes = await readActiveRemotes(releasesDir, { onMissing });
    this.options.onLoaded?.(remotes);
    this.snapshot = new SiteSnapshot(key, remotes, expected, shellDir, publicUrl);
    return this.snapshot;
  }
}
