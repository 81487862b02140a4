import type { RuleSetRule } from 'webpack';

/**
 * What the browser build and the prerender build of a workspace read the same way: its
 * TypeScript through SWC, its asset files under one naming scheme (the prerendered HTML must
 * name the files the browser build emits), and the extensions imports resolve to.
 */
export const resolvedExtensions = ['.tsx', '.ts', '.js', '.mjs'];

export const assetModuleFilename = 'assets/[name].[contenthash:10][ext]';

export const assetFilePattern = /\.(png|jpe?g|webp|svg|pdf|webm|mp4|woff2?|wasm)$/;

export function typescriptRule(development: boolean): RuleSetRule {
  return {
    test: /\.(ts|tsx)$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target: 'es2022',
        },
      },
    },
  };
}
