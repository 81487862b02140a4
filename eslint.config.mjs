import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const remotes = ['mfe-public', 'mfe-finder', 'mfe-registration', 'mfe-admin', 'mfe-blog'];

// Import boundaries of the micro-frontend layout: a remote never imports another remote or the
// shell, shared code lives in shared-ui, and browser code never reaches into the backend.
const forbidden = (self) =>
  [...remotes, 'shell', 'api', 'deploy']
    .filter((name) => name !== self)
    .map((name) => ({
      // The package name itself or a relative path that climbs into that workspace folder.
      regex: `^((\\.\\./)+)?${name}(/|$)`,
      message: `${self} darf ${name} nicht importieren.`,
    }));

const boundary = (folder, extraAllowed = [], extraPatterns = []) => ({
  files: [`${folder}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden(folder).filter(
            (pattern) =>
              !extraAllowed.some((allowed) =>
                pattern.message.endsWith(`${allowed} nicht importieren.`),
              ),
          ),
          ...extraPatterns,
        ],
      },
    ],
  },
});

// Test helpers (`testing/` folders) and fixtures are left out of the sources' hash that decides
// whether a front end is built again (deploy/src/build/ensure-built.ts): bundled code must not
// import them, or a changed helper would be tested in a stale build.
const testOnlyModules = {
  regex: '(^|/)testing/|-fixtures?$',
  message: 'Test-Hilfen und Fixtures sind nur für Tests: gebündelter Code importiert sie nicht.',
};
const testOnlyFiles = ['**/*.test.{ts,tsx}', '**/testing/**', '**/*-fixture{,s}.{ts,tsx}'];

/** The boundary of a front end, and for its bundled files also no test-only modules. */
const frontEndBoundary = (folder, extraPatterns = []) => [
  boundary(folder, [], extraPatterns),
  {
    ...boundary(folder, [], [...extraPatterns, testOnlyModules]),
    ignores: testOnlyFiles,
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': 'off',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-relative-packages': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['api/**', 'deploy/**', '**/*.config.ts'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '19.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'react/prop-types': 'off',
    },
  },
  {
    // No barrel files: import each module from where it lives.
    files: ['**/src/**/index.ts', '**/src/**/index.tsx'],
    ignores: ['**/src/index.ts', '**/src/index.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Keine Barrel-Dateien.' },
        { selector: 'ExportNamedDeclaration[source]', message: 'Keine Barrel-Dateien.' },
      ],
    },
  },
  ...frontEndBoundary('shared-ui', [
    {
      // Modules holding page-wide state must be requested by package name, so Module Federation
      // hands every remote the shell's single instance instead of bundling a copy.
      regex: '^\\.\\.?/(\\.\\./)*(store/app-store|remotes/remote-module-loader)$',
      message: "Zustandsbehaftete shared-ui-Module über 'shared-ui/…' importieren.",
    },
  ]),
  ...frontEndBoundary('shell'),
  ...remotes.flatMap((remote) => frontEndBoundary(remote)),
  boundary('api'),
  {
    // The kernel is what the resources build on and names none of them: api-routes.ts and
    // app.ts put them together. Its tests may drive the whole API.
    ...boundary(
      'api',
      [],
      [{ regex: '^(\\.\\./)+resources/', message: 'Der Kernel importiert keine Ressource.' }],
    ),
    files: ['api/src/kernel/**/*.ts'],
    ignores: ['**/*.test.ts'],
  },
  boundary('deploy', ['api']),
  prettier,
);
