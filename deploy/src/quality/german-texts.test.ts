import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { englishWords, englishWordsIn } from './english-words';

/**
 * Everything the user sees is in German (issue 23.8): every text module of the remotes,
 * shared-ui and the API's message catalogues is read as source, and no UI text in it may carry
 * an English word. Keys, paths and identifiers (one lowercase word, no space) are not UI text.
 */
const repository = join(__dirname, '..', '..', '..');
const workspaces = [
  'shell',
  'mfe-public',
  'mfe-finder',
  'mfe-registration',
  'mfe-admin',
  'mfe-blog',
  'shared-ui',
  'api',
];
const textModule = /(?:^|[-/])(?:[a-z-]*-)?(?:texts?|messages)\.ts$/;

function textModules(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : textModules(path);
    }
    return textModule.test(path) && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The literal texts of a source file outside imports and comments: quoted strings and the fixed
 * parts of template literals.
 */
function literals(source: string): string[] {
  const code = source
    .replace(/^import[^;]*;$/gms, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const pattern = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
  return [...code.matchAll(pattern)].flatMap((match) => {
    const text = match[1] ?? match[2] ?? match[3] ?? '';
    return text.split(/\$\{[^}]*\}/);
  });
}

const isUiText = (text: string) => /\s/.test(text.trim()) || /^[A-ZÄÖÜ]/.test(text);

const modules = workspaces.flatMap((workspace) => textModules(join(repository, workspace, 'src')));

test('finds the text modules it checks', () => {
  expect(modules.length).toBeGreaterThan(20);
  expect(modules.map((path) => relative(repository, path))).toEqual(
    expect.arrayContaining([
      'mfe-admin/src/features/staff/staff-texts.ts',
      'mfe-registration/src/features/texts/ui-texts.ts',
      'shared-ui/src/validation/messages.ts',
    ]),
  );
});

test('no text module shows an English word', () => {
  const english = modules.flatMap((path) =>
    literals(readFileSync(path, 'utf8'))
      .filter((text) => isUiText(text) && englishWords.test(text))
      .map((text) => `${relative(repository, path)}: ${text}`),
  );
  expect(english).toEqual([]);
});

test('the check sees English where it is', () => {
  expect(literals("const t = { failed: '❌ Failed to load employee data' };")).toContain(
    '❌ Failed to load employee data',
  );
  expect(literals("/** Spec: 'Invite employee' */\nconst t = 'Einladen';")).toEqual(['Einladen']);
  expect(englishWords.test('Failed to load employee data')).toBe(true);
  expect(englishWords.test('Die Mitarbeitenden konnten nicht geladen werden.')).toBe(false);
  expect(englishWordsIn('Waiting for response... Please wait, waiting.')).toEqual([
    'Waiting',
    'response',
    'Please',
    'waiting',
  ]);
});
