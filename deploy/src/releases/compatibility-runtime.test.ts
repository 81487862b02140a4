import fs from 'node:fs';
import path from 'node:path';
import { providedRuntimeCore } from '../../webpack/federation-runtime-provider';
import { federationRuntimeShareKey } from '../../webpack/shared-singletons';
import { compatibilityProblems } from './compatibility';
import type { FederationManifest, SharedModuleInfo } from './federation-manifest';
import { shellShared } from './testing/fake-builds';

/** Every name @module-federation/runtime (bundled into each remote) imports from runtime-core. */
function namesImportedFromRuntimeCore(): string[] {
  const dist = path.dirname(require.resolve('@module-federation/runtime/package.json'));
  const names = new Set<string>();
  for (const file of fs.readdirSync(path.join(dist, 'dist')).filter((f) => f.endsWith('.js'))) {
    const source = fs.readFileSync(path.join(dist, 'dist', file), 'utf8');
    const namedImports = /import\s*\{([^}]*)\}\s*from\s*"@module-federation\/runtime-core"/g;
    for (const match of source.matchAll(namedImports)) {
      for (const name of match[1]!.split(',')) {
        const trimmed = name.trim().split(/\s+as\s+/)[0];
        if (trimmed) names.add(trimmed);
      }
    }
  }
  return [...names].sort();
}

test('the shell hands the remotes every runtime-core name their bundled runtime imports', () => {
  const imported = namesImportedFromRuntimeCore();
  expect(imported.length).toBeGreaterThan(5);
  expect(Object.keys(providedRuntimeCore).sort()).toEqual(expect.arrayContaining(imported));
  for (const name of imported) {
    expect(providedRuntimeCore[name]).toBeDefined();
  }
});

const runtime = (version: string): SharedModuleInfo => ({
  name: federationRuntimeShareKey,
  version,
  requiredVersion: version,
  singleton: true,
});
const shell = (shared: SharedModuleInfo[]): FederationManifest => ({
  name: 'shell',
  exposes: [],
  shared,
});
const blog = (shared: SharedModuleInfo[]): FederationManifest => ({
  name: 'mfe_blog',
  exposes: [{ path: './routes' }],
  shared,
});

test('a remote runs on the shell’s federation runtime only in the version it was built against', () => {
  const withRuntime = [...shellShared, runtime('2.9.2')];
  expect(compatibilityProblems('mfe_blog', blog(withRuntime), shell(withRuntime))).toEqual([]);
  expect(
    compatibilityProblems(
      'mfe_blog',
      blog([...shellShared, runtime('2.10.0')]),
      shell(withRuntime),
    ),
  ).toEqual([`${federationRuntimeShareKey}: verlangt 2.10.0, die Shell liefert 2.9.2.`]);
});

test('a remote that needs the shell’s runtime is refused beside a shell that has none', () => {
  const withRuntime = [...shellShared, runtime('2.9.2')];
  const problems = compatibilityProblems('mfe_blog', blog(withRuntime), shell(shellShared), {
    mfe_public: blog(withRuntime),
  });
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/stellt keine bereit/);
});

test('a release with its own runtime (built before the shared runtime) fits either shell', () => {
  const withRuntime = [...shellShared, runtime('2.9.2')];
  expect(compatibilityProblems('mfe_blog', blog(shellShared), shell(withRuntime))).toEqual([]);
});
