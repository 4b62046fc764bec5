import { defineConfig } from 'vitest/config';

// Tests import workspace packages from source through the "source" export condition,
// so `npm test` needs no build first.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'themes/**/*.test.ts',
      'bench/**/*.test.ts',
      'scripts/**/*.test.mjs',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
