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
    // Two files at a time even on a 2-core machine (Vitest would take one: cores − 1), and one module
    // graph per worker for all its files: the server's graph costs seconds to import, and importing it
    // again for each of ~480 files was most of the suite's time. Test files share no state but the
    // database, where each has its own (testing.ts). `--isolate` restores a fresh graph per file.
    maxWorkers: 2,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
