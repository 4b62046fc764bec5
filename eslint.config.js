// Import directions by glob zones (docs/architecture.md): a package may import only the
// packages below it. New folders inside a package are covered by its glob automatically.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { islandBoundaries } from './scripts/lint/island-boundaries.mjs';

const ours = (...names) => names.map((n) => `@tessera/${n}`);
const restrict = (names, message, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: [...names.flatMap((n) => [n, `${n}/*`]), ...extra], message },
        {
          group: ['../../*/src/*', '../../../packages/*'],
          message: 'Import other packages by name, not by path.',
        },
      ],
    },
  ],
});

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
    rules: restrict(ours('template', 'contract', 'server', 'storefront', 'admin'), 'db imports only core.'),
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
    files: ['packages/server/**'],
    rules: restrict(ours('admin'), 'server serves admin as built assets only.'),
  },
);
