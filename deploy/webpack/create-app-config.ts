import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, Configuration } from 'webpack';
// Adds the devServer field to webpack's Configuration type.
import type {} from 'webpack-dev-server';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { RouteMeta } from 'shared-ui/routing/route-meta';
import type { FederationName } from 'shared-ui/remotes/remote-names';
import { PrecompressPlugin } from './precompress-plugin';
import { federationRuntimeShareKey, singletonPackages, subpathShared } from './shared-singletons';

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

export function sharedSingletons(appDir: string) {
  const dependencies = readDependencies(appDir);
  const shared: Record<string, { singleton: true; requiredVersion: string; strictVersion: false }> =
    {};
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
  return shared;
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
      mode,
      context: appDir,
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
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.(ts|tsx)$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: isDev } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          // WebAssembly too (the desk's QR reader): a file of the remote, fetched by URL, never from a CDN.
          { test: /\.(png|jpe?g|webp|svg|pdf|webm|mp4|woff2?|wasm)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          remotes: {},
          shared: sharedSingletons(appDir),
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
        ...(isDev ? [] : [new RuntimeMarkerPlugin()]),
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
      optimization: isDev ? {} : { splitChunks: splitChunks(isHost) },
      performance: { hints: false },
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
