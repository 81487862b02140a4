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
import { singletonPackages, subpathShared } from './shared-singletons';

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
        }),
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
