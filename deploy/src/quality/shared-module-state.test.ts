import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Module Federation shares a shared-ui module under the specifier the shell's code imports
 * (`shared-ui/session/session-slice`); a module the shell reaches only by a relative path is not
 * provided, and a remote importing it by package name gets a copy of its own. For a module with
 * module-level state (the tab's tokens, the running store, the remote loader) that copy is empty:
 * "Angemeldet bleiben" in mfe-admin once compared the person of the refresh with nobody. So
 * every stateful shared-ui module a remote imports must be imported by package name in the shell
 * or in shared-ui itself (e.g. app-store imports session-effects so; the shell loads app-store).
 */
const repository = join(__dirname, '..', '..', '..');
const remotes = ['mfe-public', 'mfe-finder', 'mfe-registration', 'mfe-admin', 'mfe-blog'];
/**
 * State a remote's own copy may keep for itself: RemoteSlot's cache of the modules that remote
 * shows, the set that registers each of that remote's APIs' reset middleware once, and the date
 * formatter german-date makes on first use (each copy may make its own).
 */
const perCopyState = new Set([
  'shared-ui/components/remote-slot',
  'shared-ui/session/session-reset',
  'shared-ui/format/german-date',
]);
const packageImport = /from '(shared-ui\/[^']+)'/g;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importedSpecifiers(files: string[]): Set<string> {
  const specifiers = new Set<string>();
  for (const file of files) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(packageImport)) {
      specifiers.add(specifier!);
    }
  }
  return specifiers;
}

function sourceOf(specifier: string): string | null {
  const base = join(repository, 'shared-ui', 'src', specifier.slice('shared-ui/'.length));
  for (const candidate of [`${base}.ts`, `${base}.tsx`]) {
    try {
      return readFileSync(candidate, 'utf8');
    } catch {
      // not this extension
    }
  }
  return null;
}

/** Module-level `let`, or a collection created at module level: state a copy would not share. */
function holdsState(source: string): boolean {
  return /^let |^const \w+ = new (?:Map|Set|WeakMap)\b/m.test(source);
}

test('every stateful shared-ui module a remote imports is provided by the shell', () => {
  const remoteImports = importedSpecifiers(
    remotes.flatMap((remote) => sourceFiles(join(repository, remote, 'src'))),
  );
  const shellImports = importedSpecifiers([
    ...sourceFiles(join(repository, 'shell', 'src')),
    ...sourceFiles(join(repository, 'shared-ui', 'src')),
  ]);
  const stateful = [...remoteImports].filter((specifier) => {
    const source = sourceOf(specifier);
    return source !== null && holdsState(source) && !perCopyState.has(specifier);
  });
  // The check must see the modules it is about, or it proves nothing.
  expect(stateful).toEqual(
    expect.arrayContaining(['shared-ui/store/app-store', 'shared-ui/session/session-effects']),
  );
  const notProvided = stateful.filter((specifier) => !shellImports.has(specifier));
  expect(notProvided).toEqual([]);
});
