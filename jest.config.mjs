// One place for the Jest set-up of every workspace: each workspace is a project, so
// `npm test` runs all suites in one process and `jest --selectProjects <name>` runs one.
import path from 'node:path';

const root = path.dirname(new URL(import.meta.url).pathname);

// Every module, ours compiled by SWC and the published ones as they are, gets the realm's
// built-ins as local bindings (see jest-local-globals.cjs): global reads in Jest's VM are slow.
const localGlobals = path.join(root, 'shared-ui/src/testing/jest-local-globals.cjs');
const swcTransform = [
  localGlobals,
  {
    swc: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  },
];
const publishedTransform = [localGlobals, {}];

const common = (name) => ({
  displayName: name,
  rootDir: path.join(root, name),
  roots: ['<rootDir>/src'],
  transform: { '/node_modules/.+\\.c?js$': publishedTransform, '^.+\\.(t|j)sx?$': swcTransform },
  transformIgnorePatterns: [],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(png|jpe?g|webp|svg|pdf|webm|mp4|wasm)$': path.join(
      root,
      'shared-ui/src/testing/file-stub.ts',
    ),
  },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: [path.join(root, 'shared-ui/src/testing/jest-stack-traces.cjs')],
  // A worker keeps V8's code cache of the modules across its test files.
  runtime: path.join(root, 'shared-ui/src/testing/jest-code-cache-runtime.cjs'),
});

// jsdom with getComputedStyle kept until the document changes (see jsdom-environment.cjs).
const jsdomEnvironment = path.join(root, 'shared-ui/src/testing/jsdom-environment.cjs');
const web = (name) => ({
  ...common(name),
  testEnvironment: jsdomEnvironment,
  setupFilesAfterEnv: [path.join(root, 'shared-ui/src/testing/jest-setup.ts')],
});

const node = (name, extra = {}) => ({ ...common(name), testEnvironment: 'node', ...extra });

// Node-side dependencies Jest's CommonJS VM cannot load as published: PGlite's CommonJS build
// loads Node built-ins with `await import(...)` (refused without --experimental-vm-modules);
// `cookie` 2 (Fastify's inject) and `content-disposition` 3 (@fastify/static) are ESM-only, and
// so are the eID feature's openid-client and oidc-provider with their jose and oauth4webapi, and
// the finder index's kdbush, geokdbush and tinyqueue. SWC compiles them to plain CommonJS.
const withServerDependencies = (project) => ({
  ...project,
  transform: {
    '^.+/@electric-sql/pglite/.+\\.cjs$': swcTransform,
    '/node_modules/(cookie|content-disposition|openid-client|oauth4webapi|oidc-provider|jose|kdbush|geokdbush|tinyqueue|@electric-sql/pglite)/.+\\.js$':
      swcTransform,
    ...project.transform,
  },
});

const jestTimeout = path.join(root, 'api/src/kernel/testing/jest-timeout.ts');
const apiTestEnvironment = path.join(root, 'api/src/kernel/testing/api-test-environment.ts');
const systemSuites = {
  testMatch: ['**/*.system.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
const apiSuites = {
  testEnvironment: apiTestEnvironment,
  testPathIgnorePatterns: ['/node_modules/', '\\.system\\.test\\.ts$'],
  setupFilesAfterEnv: [jestTimeout],
};
// The release store's tests run concurrent commands: the same 30 s. The gateway's tests borrow
// the worker's database thread as the API suites do (a thread of their own took 3.6 s per file).
const deploySuites = {
  testEnvironment: apiTestEnvironment,
  testPathIgnorePatterns: ['/node_modules/', '\\.(e2e|system)\\.test\\.ts$'],
  setupFilesAfterEnv: [jestTimeout],
};

// The blog's content files (content/blog.yaml, content/articles/*.md) become modules through the
// same conversion as its webpack loader.
const blog = () => {
  const project = web('mfe-blog');
  return {
    ...project,
    transform: {
      '[\\/]content[\\/].+\\.(yaml|md)$': path.join(
        root,
        'mfe-blog/build/jest-content-transform.cjs',
      ),
      ...project.transform,
    },
  };
};

export default {
  // A worker that ran API suites has an empty event loop at once when Jest ends it, then takes
  // 0.7 to 0.9 s to exit (measured: its 'exit' event 1 ms after the end message, the process
  // gone 730 to 825 ms later), tearing down its heap and database threads. Past Jest's 500 ms it
  // was killed and reported as "failed to exit gracefully", as if a test leaked; a worker that
  // really hangs still is, after 3 s.
  workerGracefulExitTimeout: 3_000,
  projects: [
    web('shared-ui'),
    web('shell'),
    web('mfe-public'),
    web('mfe-finder'),
    web('mfe-registration'),
    web('mfe-admin'),
    blog(),
    // API tests get 30 s before they count as hung (see the set-up file: Jest ignores a
    // project's own testTimeout).
    withServerDependencies(node('api', apiSuites)),
    withServerDependencies(node('deploy', deploySuites)),
    // System suites (`*.system.test.ts`): real processes (npm, node, tsx), databases on disk and
    // a PostgreSQL server. They run with the browser suites in `npm run test:e2e`, not in the
    // fast loop of `npm run test:unit`.
    withServerDependencies(
      node('api', { ...apiSuites, ...systemSuites, displayName: 'api-system' }),
    ),
    withServerDependencies(
      node('deploy', { ...deploySuites, ...systemSuites, displayName: 'deploy-system' }),
    ),
    // Browser tests of the composed site: one production build and one Chromium per run,
    // prepared by the global set-up (`npm run test:e2e`).
    withServerDependencies(
      node('deploy', {
        displayName: 'e2e',
        testMatch: ['**/*.e2e.test.ts'],
        // Each site borrows the worker's database thread, as the API suites do.
        testEnvironment: apiTestEnvironment,
        globalSetup: path.join(root, 'deploy/src/e2e/global-setup.ts'),
        globalTeardown: path.join(root, 'deploy/src/e2e/global-teardown.ts'),
      }),
    ),
  ],
};
