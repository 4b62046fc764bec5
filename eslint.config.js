// Import directions by glob zones (docs/architecture.md): a package may import only the
// packages below it. New folders inside a package are covered by its glob automatically.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { islandBoundaries } from './scripts/lint/island-boundaries.mjs';

const ours = (...names) => names.map((n) => `@tessera/${n}`);
const BY_PATH = {
  group: ['../../*/src/*', '../../../packages/*'],
  message: 'Import other packages by name, not by path.',
};
// The database toolkit stays behind packages/db's functions (docs/architecture.md).
const KYSELY = { group: ['kysely', 'kysely/*'], message: 'kysely is imported only in packages/db.' };
const restrict = (names, message, extra = [], more = [KYSELY]) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [{ group: [...names.flatMap((n) => [n, `${n}/*`]), ...extra], message }, BY_PATH, ...more],
    },
  ],
});

// Areas of packages/server/src (cart, checkout, forms, render, …) see each other only through
// `<area>/index.ts`; `<area>/testing/` and the shared kit in `src/testing/` are for tests. A file
// `depth` folders below src reaches src with `depth` times `../`: what follows is another area.
// Cycles between areas are refused by src/boundaries.test.ts.
const AREA_RULE = (depth) => ({
  regex: `^${depth === 0 ? '\\./' : `(\\.\\./){${depth}}`}(?!testing/)[^./][^/]*/(?!index\\.js$)(?!testing/).+`,
  message: 'Import another server area only through its index.ts (docs/architecture.md).',
});
const serverAreaZones = [0, 1, 2, 3, 4, 5].map((depth) => ({
  files: [`packages/server/src/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: restrict(ours('admin'), 'server serves admin as built assets only.', [], [KYSELY, AREA_RULE(depth)]),
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only (docs/style.md).' },
      ],
    },
  },
  {
    files: ['*.config.{js,ts}', '**/vite.config.ts', '**/vitest.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/core/**'],
    rules: restrict(
      ours('template', 'db', 'contract', 'server', 'storefront', 'admin'),
      'core imports nothing of ours.',
      ['node:*', 'fs', 'path', 'react', 'react-dom', 'fastify', 'kysely'],
    ),
  },
  {
    files: ['packages/template/**'],
    rules: restrict(
      ours('db', 'contract', 'server', 'storefront', 'admin'),
      'template knows nothing of HTTP, databases or React.',
      ['react', 'react-dom', 'fastify', 'kysely'],
    ),
  },
  {
    files: ['packages/db/**'],
    rules: restrict(
      ours('template', 'contract', 'server', 'storefront', 'admin'),
      'db imports only core.',
      [],
      [],
    ),
  },
  {
    files: ['packages/contract/**'],
    rules: restrict(
      ours('template', 'db', 'server', 'storefront', 'admin'),
      'contract sits between core and the apps: it imports only core.',
      ['node:*', 'fs', 'path', 'react', 'react-dom', 'fastify', 'kysely'],
    ),
  },
  {
    files: ['packages/storefront/**', 'packages/admin/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/storefront/**'],
    rules: restrict(
      ours('template', 'db', 'server', 'admin'),
      'storefront talks to the server only over HTTP.',
    ),
  },
  {
    // A page island imports only its own folder, islands/shared/ and runtime/.
    files: ['packages/storefront/src/**'],
    plugins: { tessera: { rules: { 'island-boundaries': islandBoundaries } } },
    rules: { 'tessera/island-boundaries': 'error' },
  },
  {
    // The contract's types cost the islands no bytes; its zod schemas would.
    files: ['packages/storefront/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tessera/contract', '@tessera/contract/*'],
              allowTypeImports: true,
              message: 'storefront imports the contract for types only (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/admin/**'],
    rules: restrict(
      ours('template', 'db', 'server', 'storefront'),
      'admin talks to the server only over HTTP.',
    ),
  },
  {
    // lib/zod.ts sets zod up for the studio's Content Security Policy; zod's types are free.
    files: ['packages/admin/src/**'],
    ignores: ['packages/admin/src/lib/zod.ts', 'packages/admin/src/lib/zod-mini.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/|$)',
              allowTypeImports: true,
              message: "Take zod from lib/zod.ts (or lib/zod-mini.ts): it is set up for the studio's CSP.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/**'],
    rules: restrict(ours('admin'), 'server serves admin as built assets only.'),
  },
  ...serverAreaZones,
  {
    // Themes, browser journeys and benchmarks use the packages by name (their exports), never
    // their sources by relative path.
    files: ['themes/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: restrict(
      ours('admin'),
      'the studio is reached over HTTP.',
      [],
      [
        KYSELY,
        { regex: '^(\\.\\./)+packages/', message: 'Import packages by name (@tessera/…), not by path.' },
      ],
    ),
  },
);
