import { defineConfig } from 'vitest/config';

// Browser journeys: a real server (built) on a temporary SQLite database with the demo seed,
// driven through Debian's Chromium. One file at a time: the machine has two cores.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
