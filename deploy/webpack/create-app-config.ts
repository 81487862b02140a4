import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, Configuration } from 'webpack';
// Adds the devServer field to webpack's Configuration type.
import type {} from 'webpack-dev-server';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { RouteMeta } from 'shared-ui/routing/route-meta';
import type { FederationName } from 'shared-ui/remotes/remote-names';
import { persistentCache } from './build-cache';
import { PrecompressPlugin } from './precompress-plugin';
import {
  assetFilePattern,
  assetModuleFilename,
  resolvedExtensions,
  typescriptRule,
} from './source-rules';
import {
  federationRuntimeShareKey,
  providedRouterExports,
  routerPackages,
  singletonPackages,
  subpathShared,
  wholePackageImport,
} from './shared-singletons';

export interface AppBuildOptions {
  /** Folder of the workspace being built (its package.json and src/ live there). */
  appDir: string;
  federationName: FederationName;
  /** Modules a remote exposes, e.g. `{ './routes': './src/routes.tsx' }`. */
  exposes?: Record<string, string>;
  /** Routes of a remote, written to `dist/routes.json` for the gateway and the shell. */
  routeManifest?: RouteMeta[];
  /** Port of the standalone development server. */
  devPort: number;
}

function readDependencies(appDir: string): Record<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return manifest.dependencies ?? {};
}

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  strictVersion: false;
  /** The shell's router packages: their modules are its own (see providedRouterModules). */
  version?: string;
}

/** Installed version and folder of a package (its package.json is exported or found upward). */
function installedPackage(name: string, appDir: string): { dir: string; version: string } {
  let dir = path.dirname(require.resolve(name, { paths: [appDir] }));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { dir, version };
}

/**
 * The modules the shell provides for the router packages (see providedRouterExports), written
 * beside the installed packages; the shell's build resolves `react-router` and
 * `react-router-dom` to them (resolve.alias), so they are what the shell shares. react-router's
 * re-exports the list from the package's production build by path (a request that is not itself
 * the shared one), react-router-dom's re-exports it from `react-router`, which resolves to the
 * shared singleton like every other import of it.
 */
function providedRouterModules(appDir: string): Record<(typeof routerPackages)[number], string> {
  const router = installedPackage('react-router', appDir);
  const dir = path.join(router.dir, '..', '.cache', 'bildbote-shared');
  fs.mkdirSync(dir, { recursive: true });
  const names = providedRouterExports.join(', ');
  const write = (file: string, from: string) => {
    const target = path.join(dir, file);
    const source =
      '// Written by deploy/webpack/create-app-config.ts: the router API the shell provides.\n' +
      `export { ${names} } from ${JSON.stringify(from)};\n`;
    if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== source) {
      fs.writeFileSync(target, source);
    }
    return target;
  };
  return {
    'react-router': write(
      'react-router.mjs',
      path.join(router.dir, 'dist', 'production', 'index.mjs'),
    ),
    'react-router-dom': write('react-router-dom.mjs', 'react-router'),
  };
}

/** Exact-match aliases of the router packages to the shell's provided modules. */
function routerAliases(appDir: string): Record<string, string> {
  const modules = providedRouterModules(appDir);
  return Object.fromEntries(routerPackages.map((name) => [`${name}$`, modules[name]]));
}

export function sharedSingletons(appDir: string, isHost = false) {
  const dependencies = readDependencies(appDir);
  const shared: Record<string, SharedEntry> = {};
  for (const name of singletonPackages) {
    const requiredVersion = dependencies[name];
    if (!requiredVersion)
      throw new Error(`${appDir}/package.json muss ${name} als Abhängigkeit nennen.`);
    shared[name] = { singleton: true, requiredVersion, strictVersion: false };
  }
  for (const name of subpathShared) {
    const entry = shared[name];
    if (entry) shared[`${name}/`] = entry;
  }
  if (isHost) {
    // The provided modules lie outside the packages: their version is the packages'.
    for (const name of routerPackages) {
      const entry = shared[name];
      if (entry) shared[name] = { ...entry, version: installedPackage(name, appDir).version };
    }
  }
  return shared;
}

/** Export names a module imports from a router package, `*` for the whole namespace. */
function importedNames(dependency: unknown): string[] {
  const { ids } = dependency as { ids?: string[] };
  const kind = (dependency as { constructor: { name: string } }).constructor.name;
  if (kind === 'HarmonyImportSideEffectDependency') return [];
  if (
    (kind === 'HarmonyImportSpecifierDependency' ||
      kind === 'HarmonyExportImportedSpecifierDependency') &&
    Array.isArray(ids) &&
    ids.length > 0
  ) {
    return [ids[0] as string];
  }
  // `export * from`, a namespace used as a whole, require() or import(): all of it.
  return [wholePackageImport];
}

/**
 * Records in mf-manifest.json which exports of the router packages this build's own code
 * imports (`importedExports`) and, in the shell, which it provides (`providedExports`); the shell
 * fails to build when its code imports one it does not provide. Read by `deploy activate`
 * (see providedRouterExports). Runs after the federation plugin wrote the manifest.
 */
class RouterExportsPlugin {
  constructor(private readonly isHost: boolean) {}

  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    const packages = new Set<string>(routerPackages);
    // The packages' own files and the shell's provided modules re-export each other.
    const ownFiles = /[\\/]node_modules[\\/](react-router(-dom)?|\.cache[\\/]bildbote-shared)[\\/]/;
    compiler.hooks.thisCompilation.tap('RouterExportsPlugin', (compilation) => {
      const imported = new Map<string, Set<string>>(
        routerPackages.map((name) => [name, new Set()]),
      );
      compilation.hooks.finishModules.tap('RouterExportsPlugin', (modules) => {
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource;
          if (!resource || ownFiles.test(resource)) continue;
          const pending: Array<{ dependencies: unknown[]; blocks: unknown[] }> = [module];
          while (pending.length > 0) {
            const block = pending.pop()!;
            for (const dependency of block.dependencies) {
              const request = (dependency as { request?: string }).request;
              if (!request || !packages.has(request)) continue;
              for (const name of importedNames(dependency)) imported.get(request)!.add(name);
            }
            pending.push(...(block.blocks as typeof pending));
          }
        }
        if (!this.isHost) return;
        const provided = new Set<string>(providedRouterExports);
        for (const [request, names] of imported) {
          const missing = [...names].filter((name) => !provided.has(name));
          if (missing.length > 0) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `Die Shell importiert ${missing.join(', ')} aus ${request}, stellt es aber nicht ` +
                  'bereit: providedRouterExports in deploy/webpack/shared-singletons.ts ergänzen.',
              ),
            );
          }
        }
      });
      compilation.hooks.processAssets.tap(
        {
          name: 'RouterExportsPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString()) as {
            shared?: Array<{ name: string } & Record<string, unknown>>;
          };
          for (const entry of manifest.shared ?? []) {
            const names = imported.get(entry.name);
            if (!names) continue;
            entry.importedExports = [...names].sort();
            if (this.isHost) entry.providedExports = [...providedRouterExports];
          }
          compilation.updateAsset(
            'mf-manifest.json',
            new RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

/** Emits routes.json so the gateway knows titles and the shell knows which remote owns a path. */
class RouteManifestPlugin {
  constructor(private readonly routes: RouteMeta[]) {}

  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RouteManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.emitAsset('routes.json', new RawSource(JSON.stringify(this.routes, null, 2)));
        },
      );
    });
  }
}

/** Version of the federation runtime core this build bundles (shell) or expects (remotes). */
function runtimeCoreVersion(): string {
  // The package exports no package.json: walk up from its entry file.
  let dir = path.dirname(require.resolve('@module-federation/runtime-core'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

/**
 * Adds the runtime marker (federationRuntimeShareKey) to the `shared` list of mf-manifest.json:
 * the shell provides that exact version, a remote requires it. Runs after the federation plugin
 * wrote the manifest and before PrecompressPlugin compresses it (same stage, registered between).
 * The runtime ignores the entry: it names no share scope and has no files.
 */
class RuntimeMarkerPlugin {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    const version = runtimeCoreVersion();
    compiler.hooks.thisCompilation.tap('RuntimeMarkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RuntimeMarkerPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString()) as {
            shared?: unknown[];
          };
          manifest.shared = [
            ...(manifest.shared ?? []),
            {
              id: `${federationRuntimeShareKey}:${version}`,
              name: federationRuntimeShareKey,
              version,
              requiredVersion: version,
              singleton: true,
              assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
            },
          ];
          compilation.updateAsset(
            'mf-manifest.json',
            new RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * Fewer script requests on the first view. Each shared module is its own chunk by default
 * (32 scripts on `/`). The shell's page needs its packages and its own code at once, so they
 * come in two files: `framework` (everything from node_modules the shell loads) and `app` (its
 * code and the shared-ui modules it provides). A remote merges only the small shared-ui modules
 * it brings as fallbacks into one file; its fallbacks of the big packages stay one chunk each, as
 * they load only when the shell does not provide them (so never next to the shell's copy).
 */
function splitChunks(isHost: boolean): NonNullable<Configuration['optimization']>['splitChunks'] {
  const sharedUi = /[\\/]shared-ui[\\/]src[\\/]/;
  // Small modules (a button, a format helper) cost a request each but few bytes; large ones
  // (the legal texts) stay alone, so a page that does not show them does not load them.
  const smallModuleBytes = 8192;
  if (!isHost) {
    return {
      cacheGroups: {
        sharedUi: {
          test: (module: { resource?: string; size(): number }) =>
            sharedUi.test(module.resource ?? '') && module.size() <= smallModuleBytes,
          name: 'shared-ui',
          chunks: 'async',
          enforce: true,
        },
      },
    };
  }
  return {
    cacheGroups: {
      framework: {
        test: /[\\/]node_modules[\\/]/,
        name: 'framework',
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
      app: {
        test: /[\\/](shell|shared-ui)[\\/]src[\\/]/,
        name: 'app',
        chunks: 'async',
        enforce: true,
        priority: 10,
      },
    },
  };
}

/**
 * SWC's minifier instead of webpack's default Terser, with the same two compress passes. The six
 * production builds one after another, measured on this machine: 92 s instead of 215 s
 * (mfe-finder with its 1.9 MB map library 19 s instead of 68 s), and the first view of `/`
 * 179.2 instead of 179.6 KB gzip.
 */
export function swcMinimizer() {
  return new MinimizerPlugin({
    minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 } } },
  });
}

/**
 * The files of `src/public/` (the shell's favicon and web manifest), emitted as they are at the
 * top of the output, under fixed names the HTML refers to.
 */
class PublicFilesPlugin {
  constructor(private readonly dir: string) {}

  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PublicFilesPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const name of fs.readdirSync(this.dir)) {
            const file = path.join(this.dir, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

export function createAppConfig(options: AppBuildOptions) {
  const { appDir, federationName, exposes, routeManifest, devPort } = options;
  const isHost = federationName === 'shell';

  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const mode = argv.mode ?? 'production';
    const isDev = mode === 'development';
    return {
      name: federationName,
      mode,
      context: appDir,
      // Releases are built without it: a build from the cache was measured to split chunks
      // differently from a fresh one (same behaviour, other files), and what the browser tests
      // exercise must be what CI and a release build.
      cache: isDev ? persistentCache(appDir, mode) : false,
      entry: './src/index.ts',
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // Remotes are served from versioned release folders; 'auto' resolves chunks next to the entry.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: federationName,
        // Entry files keep stable names: the federation runtime cannot resolve hashes in them; remotes
        // live in immutable version folders and the shell's page references its entry with ?hash.
        filename: '[name].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename,
        clean: true,
      },
      resolve: {
        extensions: resolvedExtensions,
        ...(isHost ? { alias: routerAliases(appDir) } : {}),
      },
      module: {
        rules: [
          typescriptRule(isDev),
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          // WebAssembly too (the desk's QR reader): a file of the remote, fetched by URL, never from a CDN.
          { test: assetFilePattern, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          remotes: {},
          shared: sharedSingletons(appDir, isHost),
          shareStrategy: 'loaded-first',
          // The shell's manifest lists the shared versions it provides: `deploy activate` checks a
          // remote's requirements against it before switching (the shell builds no remoteEntry).
          manifest: true,
          dts: false,
          // One federation runtime on the page: the shell's (see federation-runtime-provider.ts).
          // A remote's standalone development page has no shell and keeps its own.
          ...(isHost
            ? { runtimePlugins: [path.join(__dirname, 'federation-runtime-provider.ts')] }
            : isDev
              ? {}
              : { experiments: { externalRuntime: true } }),
        }),
        ...(isDev ? [] : [new RuntimeMarkerPlugin(), new RouterExportsPlugin(isHost)]),
        new MiniCssExtractPlugin({
          filename: isDev ? '[name].css' : '[name].[contenthash:10].css',
          chunkFilename: isDev ? '[id].css' : '[id].[contenthash:10].css',
        }),
        ...(routeManifest ? [new RouteManifestPlugin(routeManifest)] : []),
        ...(isHost ? [new PublicFilesPlugin(path.join(appDir, 'src/public'))] : []),
        // The shell's page is the site; a remote's page is only its standalone development host.
        ...(isHost || isDev
          ? [new HtmlWebpackPlugin({ template: path.join(appDir, 'src/index.html'), hash: true })]
          : []),
        ...(isDev ? [] : [new PrecompressPlugin()]),
      ],
      optimization: isDev ? {} : { splitChunks: splitChunks(isHost), minimizer: [swcMinimizer()] },
      performance: { hints: false },
      // Build logs carry problems only, not the list of every emitted file.
      stats: 'errors-warnings',
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          { context: ['/api', '/remotes.json', '/remotes'], target: 'http://localhost:8080' },
        ],
      },
    };
  };
}
