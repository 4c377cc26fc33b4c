import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const serverModules = folders('./apps/server/src/modules');
const webFeatures = folders('./apps/web/src/features');

// Layers point one way (docs/ARCHITECTURE.md): the server's platform and db know no module; a
// module reaches another through its service, its pure rules (policy) or its types, never its
// repository, routes or presenter; a web feature reaches another only through its index.ts, and
// shared code imports no feature.
const serverZones = [
  {
    target: 'apps/server/src/platform',
    from: 'apps/server/src/modules',
    message: 'platform/ is below every module: hand it what it needs instead.',
  },
  ...serverModules.map((name) => ({
    target: `apps/server/src/modules/${name}/**`,
    from: 'apps/server/src/modules/**',
    except: [
      `**/modules/${name}/**`,
      '**/modules/*/*.service.ts',
      '**/modules/*/*.policy.ts',
      '**/modules/*/*.types.ts',
    ],
    message: 'Another module is reached through its service (or its policy and types).',
  })),
];
const dbZone = {
  target: 'apps/server/src/db',
  from: 'apps/server/src/modules',
  message: 'db/ knows no module: let the app compose (src/app-database.ts).',
};
const webZones = [
  ...webFeatures.map((name) => ({
    target: `apps/web/src/features/${name}/**`,
    from: 'apps/web/src/features/**',
    except: [`**/features/${name}/**`, '**/features/*/index.ts'],
    message:
      'A feature reaches another only through its public entry (its index.ts): compose them in app/, or move the piece to shared/.',
  })),
  { target: 'apps/web/src/shared', from: 'apps/web/src/features', message: 'shared/ imports no feature.' },
  { target: 'apps/web/src/shared', from: 'apps/web/src/app', message: 'shared/ imports nothing of app/.' },
  { target: 'apps/web/src/features', from: 'apps/web/src/app', message: 'Features do not import app/.' },
];

// Two checks of the web's source text (docs/STYLE.md), comments included: logical Tailwind classes
// only (ms-/pe-/start-…), so right-to-left comes free; and nothing loaded from the internet. The
// share menu's pages are links the reader clicks away through, never fetched: those hosts pass.
const PHYSICAL_CLASS =
  /(?<![\w-])-?(?:m[lr]|p[lr]|left|right|border-[lr]|rounded-(?:[lr]|[tb][lr])|scroll-[mp][lr])-[\w[\].%/-]+|(?<![\w-])(?:text|float|clear)-(?:left|right)(?![\w-])/g;
const REMOTE_URL =
  /https?:\/\/(?!localhost|127\.0\.0\.1|www\.w3\.org|wa\.me\/|t\.me\/share\/|www\.facebook\.com\/sharer\/)/g;
const textRule = (pattern, message) => ({
  meta: { type: 'problem', schema: [] },
  create: (context) => ({
    Program() {
      const { sourceCode } = context;
      for (const match of sourceCode.text.matchAll(pattern)) {
        context.report({ loc: sourceCode.getLocFromIndex(match.index), message: `${message}: ${match[0]}` });
      }
    },
  }),
});
const webText = {
  rules: {
    'logical-classes': textRule(PHYSICAL_CLASS, 'Use the logical class (ms-, pe-, start-, text-start…)'),
    'no-remote-urls': textRule(REMOTE_URL, 'The app loads nothing from the internet'),
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...serverZones, dbZone] },
      ],
    },
  },
  {
    // The demo seed builds listings' search text as the create path does: a script that composes
    // modules, as app.ts and the CLIs do, so db/'s rule leaves it out.
    files: ['apps/server/src/db/seed/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverZones }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { 'web-text': webText },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones }],
      'web-text/logical-classes': 'error',
      'web-text/no-remote-urls': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'apps/*/scripts/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
