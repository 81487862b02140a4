import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack, { type Compiler, type Configuration } from 'webpack';
import type { releaseBasePlaceholder } from 'shared-ui/prerender/prerendered-files';
import { prerenderedFile } from 'shared-ui/prerender/prerendered-files';
import { federationManifestFile } from 'shared-ui/remotes/remotes-manifest';
import {
  assetFilePattern,
  assetModuleFilename,
  resolvedExtensions,
  typescriptRule,
} from './source-rules';

export interface PrerenderBuildOptions {
  /** Folder of the workspace (its `src/prerender.ts(x)` and `dist/`). */
  appDir: string;
  /**
   * Where the workspace's files are served from: the shell's root, or (for a remote, whose
   * release folder is not known at build time) the placeholder the gateway replaces.
   */
  publicPath: '/' | typeof releaseBasePlaceholder;
}

interface ManifestCss {
  exposes?: Array<{ assets?: { css?: { sync?: string[]; async?: string[] } } }>;
}

/** `[id].[contenthash:10].css`: files with the same hash hold the same rules. */
const cssFile = /^(?:.*\.)?([0-9a-f]{10})\.css$/;

/** The build's CSS files, those its exposed modules load first (in their order), then the rest. */
function cssFiles(distDir: string): string[] {
  const manifestPath = path.join(distDir, federationManifestFile);
  const manifest = fs.existsSync(manifestPath)
    ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as ManifestCss)
    : {};
  const exposed = (manifest.exposes ?? []).flatMap(({ assets }) => [
    ...(assets?.css?.sync ?? []),
    ...(assets?.css?.async ?? []),
  ]);
  const all = fs
    .readdirSync(distDir)
    .filter((name) => cssFile.test(name) && !name.startsWith('prerendered.'))
    .sort();
  return [...new Set([...exposed, ...all])];
}

/**
 * One stylesheet for the prerendered HTML: every CSS file of the build once (chunks share files
 * with equal content), without source map comments. Linked in the page's head, it styles the
 * HTML before any script runs; the chunks' own CSS follows with them later, from the cache.
 */
function writePrerenderStylesheet(
  distDir: string,
): { stylesheet: string; stylesheetHolds: string[] } | null {
  const seen = new Set<string>();
  const parts: string[] = [];
  const files = cssFiles(distDir);
  for (const file of files) {
    const hash = cssFile.exec(file)?.[1] ?? file;
    if (seen.has(hash)) continue;
    seen.add(hash);
    const css = fs.readFileSync(path.join(distDir, file), 'utf8');
    parts.push(css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ''));
  }
  for (const old of fs.readdirSync(distDir).filter((name) => /^prerendered\..*\.css$/.test(name))) {
    fs.rmSync(path.join(distDir, old));
  }
  if (parts.length === 0) return null;
  const css = parts.join('\n');
  const name = `prerendered.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  fs.writeFileSync(path.join(distDir, name), css);
  return { stylesheet: name, stylesheetHolds: files };
}

/**
 * After the server bundle is written: runs its default export (the workspace's own pages,
 * rendered by React in Node) and writes what it returns as `dist/prerendered.json`, into the
 * folder the release is published from.
 */
class WritePrerenderedPlugin {
  constructor(
    private readonly bundle: string,
    private readonly target: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('WritePrerenderedPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const load = createRequire(__filename);
      delete load.cache[load.resolve(this.bundle)];
      const prerender = (load(this.bundle) as { default: () => Promise<unknown> }).default;
      const result = (await prerender()) as object;
      const distDir = path.dirname(this.target);
      fs.mkdirSync(distDir, { recursive: true });
      const combinedStylesheet = writePrerenderStylesheet(distDir);
      fs.writeFileSync(this.target, JSON.stringify({ ...result, ...combinedStylesheet }));
    });
  }
}

/**
 * The second build of a workspace with public pages: the same sources bundled for Node, whose
 * output is not shipped but run once to prerender the pages (issue 22). Styles are left out
 * (the page links the release's own CSS); assets get the names of the browser build.
 */
export function createPrerenderConfig({ appDir, publicPath }: PrerenderBuildOptions) {
  const outputDir = path.join(
    appDir,
    '..',
    'node_modules',
    '.cache',
    'bildbote-prerender',
    path.basename(appDir),
  );
  return (): Configuration => ({
    mode: 'production',
    target: 'node20',
    context: appDir,
    entry: './src/prerender',
    devtool: false,
    output: {
      path: outputDir,
      filename: 'prerender.js',
      library: { type: 'commonjs2' },
      publicPath,
      assetModuleFilename,
      clean: true,
    },
    resolve: { extensions: resolvedExtensions },
    module: {
      rules: [
        typescriptRule(false),
        // Styles reach the page as the release's CSS files, not through this bundle.
        { test: /\.css$/, type: 'asset/source' },
        {
          test: assetFilePattern,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      // One file to run: lazy pages are imported in Node as part of it.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new WritePrerenderedPlugin(
        path.join(outputDir, 'prerender.js'),
        path.join(appDir, 'dist', prerenderedFile),
      ),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  });
}
