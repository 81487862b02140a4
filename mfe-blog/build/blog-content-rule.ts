import path from 'node:path';
import type { RuleSetRule } from 'webpack';

/**
 * The blog's content files become modules at build time (see blog-content-loader.ts): in the
 * browser build and in the prerender build alike, so both see the same articles and images.
 */
export const blogContentRule: RuleSetRule = {
  test: /[\\/]content[\\/](blog\.yaml|articles[\\/][^\\/]+\.md)$/,
  use: path.join(__dirname, 'blog-content-loader.ts'),
};
