import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compatibilityProblems, readShellManifest } from './compatibility';
import type { FederationManifest, SharedModuleInfo } from './federation-manifest';
import { shellShared, withVersion } from './testing/fake-builds';

const shell: FederationManifest = { name: 'shell', exposes: [], shared: shellShared };

function release(
  name: string,
  exposes: string[],
  shared: SharedModuleInfo[] = shellShared,
): FederationManifest {
  return { name, exposes: exposes.map((expose) => ({ path: expose })), shared };
}

test('a release built against the shell’s versions with all exposes fits', () => {
  expect(compatibilityProblems('mfe_blog', release('mfe_blog', ['./routes']), shell)).toEqual([]);
  expect(
    compatibilityProblems(
      'mfe_finder',
      release('mfe_finder', ['./routes', './FinderSection']),
      shell,
    ),
  ).toEqual([]);
});

test('a missing expose is named', () => {
  expect(compatibilityProblems('mfe_finder', release('mfe_finder', ['./routes']), shell)).toEqual([
    'Das Modul ./FinderSection fehlt (exponiert: ./routes).',
  ]);
  expect(compatibilityProblems('mfe_blog', release('mfe_blog', []), shell)).toEqual([
    'Das Modul ./routes fehlt (exponiert: nichts).',
  ]);
});

test('a singleton of another major version is refused once per package', () => {
  const react18 = withVersion(shellShared, 'react', '18.3.1');
  expect(
    compatibilityProblems('mfe_blog', release('mfe_blog', ['./routes'], react18), shell),
  ).toEqual(['react: Hauptversion 18 im Release, 19 in der Shell (Singleton).']);
});

test('shared-ui counts as a singleton although its subpaths carry no singleton flag', () => {
  const subpathsOnly = (version: string): SharedModuleInfo[] => [
    ...shellShared.filter((entry) => !entry.name.startsWith('shared-ui')),
    { name: 'shared-ui/store/app-store', version, requiredVersion: `^${version}` },
  ];
  const shellOfSubpaths = { ...shell, shared: subpathsOnly('0.1.0') };
  expect(
    compatibilityProblems(
      'mfe_blog',
      release('mfe_blog', ['./routes'], subpathsOnly('1.0.0')),
      shellOfSubpaths,
    ),
  ).toEqual(['shared-ui: Hauptversion 1 im Release, 0 in der Shell (Singleton).']);
});

test('a singleton whose required range the shell’s version does not meet is refused', () => {
  const newer = withVersion(shellShared, 'react-router-dom', '7.19.0', '^7.19.0');
  expect(
    compatibilityProblems('mfe_blog', release('mfe_blog', ['./routes'], newer), shell),
  ).toEqual(['react-router-dom: verlangt ^7.19.0, die Shell liefert 7.18.5.']);
});

test('a compatible range of a subpath passes', () => {
  const shared = shellShared.map((entry) =>
    entry.name === 'react/jsx-runtime' ? { ...entry, requiredVersion: '^19.0.0' } : entry,
  );
  expect(
    compatibilityProblems('mfe_blog', release('mfe_blog', ['./routes'], shared), shell),
  ).toEqual([]);
});

test('a singleton the shell does not share must fit the other remotes that share it', () => {
  const withFormik = (version: string): SharedModuleInfo[] => [
    ...shellShared,
    { name: 'formik', version, requiredVersion: version, singleton: true },
  ];
  const blog = release('mfe_blog', ['./routes'], withFormik('3.0.0'));

  expect(compatibilityProblems('mfe_blog', blog, shell)).toEqual([]);
  expect(
    compatibilityProblems('mfe_blog', blog, shell, {
      mfe_registration: release('mfe_registration', ['./routes'], withFormik('2.4.6')),
      mfe_public: release('mfe_public', ['./routes']),
    }),
  ).toEqual(['formik: Hauptversion 3 im Release, 2 in mfe-registration (Singleton).']);
});

test('shared modules that are no singletons may differ', () => {
  const shared: SharedModuleInfo[] = [
    ...shellShared,
    { name: 'date-fns', version: '4.1.0', requiredVersion: '^4.1.0' },
  ];
  const admin = release(
    'mfe_admin',
    ['./routes'],
    [...shellShared, { name: 'date-fns', version: '3.6.0', requiredVersion: '^3.6.0' }],
  );
  expect(
    compatibilityProblems('mfe_blog', release('mfe_blog', ['./routes'], shared), shell, {
      mfe_admin: admin,
    }),
  ).toEqual([]);
});

test('the manifest of another remote is refused', () => {
  expect(compatibilityProblems('mfe_blog', release('mfe_admin', ['./routes']), shell)).toEqual([
    'Das Manifest gehört zu mfe_admin, nicht zu mfe_blog (mfe-blog).',
  ]);
});

test('a shell build without its manifest is reported with the command that fixes it', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bildbote-shell-'));
  try {
    await expect(readShellManifest(dir)).rejects.toThrow('npm run build -w shell');
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

test('a release importing a router export the shell does not provide is refused', () => {
  const provided = ['BrowserRouter', 'Link', 'useLocation'];
  const shellWithList: FederationManifest = {
    ...shell,
    shared: shellShared.map((entry) =>
      entry.name === 'react-router-dom' ? { ...entry, providedExports: provided } : entry,
    ),
  };
  const importing = (names: string[]) =>
    release(
      'mfe_blog',
      ['./routes'],
      shellShared.map((entry) =>
        entry.name === 'react-router-dom' ? { ...entry, importedExports: names } : entry,
      ),
    );
  expect(
    compatibilityProblems('mfe_blog', importing(['Link', 'useLocation']), shellWithList),
  ).toEqual([]);
  expect(
    compatibilityProblems('mfe_blog', importing(['Link', 'useBlocker', '*']), shellWithList),
  ).toEqual([
    'react-router-dom: das Release importiert useBlocker, das ganze Paket, die Shell stellt ' +
      'davon nur eine Auswahl bereit (providedRouterExports in deploy/webpack/shared-singletons.ts ' +
      'ergänzen, Shell zuerst ausliefern).',
  ]);
  // A shell from before the list provides the whole package.
  expect(compatibilityProblems('mfe_blog', importing(['useBlocker']), shell)).toEqual([]);
});
