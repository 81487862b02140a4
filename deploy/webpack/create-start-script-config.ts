import path from 'node:path';
import type { Configuration } from 'webpack';
import { startScriptFile } from 'shared-ui/prerender/prerendered-files';
import { swcMinimizer } from './create-app-config';
import { PrecompressPlugin } from './precompress-plugin';
import { resolvedExtensions, typescriptRule } from './source-rules';

export interface StartScriptBuildOptions {
  /** The shell's folder. */
  appDir: string;
  /** The start script's source, relative to appDir. */
  entry: string;
  /** Name of the shell's own build: it empties `dist/`, so this one writes after it. */
  after: string;
}

/**
 * The shell's start script for prerendered pages (issue 22), built on its own: an entry of the
 * shell's build would carry the federation runtime, which the federation plugin adds to every
 * entry, and the start script exists to load without it. Written to the shell's `dist/`.
 */
export function createStartScriptConfig({
  appDir,
  entry,
  after,
}: StartScriptBuildOptions): () => Configuration {
  return () => ({
    name: 'start-script',
    dependencies: [after],
    mode: 'production',
    context: appDir,
    entry,
    devtool: 'source-map',
    output: { path: path.join(appDir, 'dist'), filename: startScriptFile, clean: false },
    resolve: { extensions: resolvedExtensions },
    module: { rules: [typescriptRule(false)] },
    plugins: [new PrecompressPlugin()],
    optimization: { minimizer: [swcMinimizer()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  });
}
