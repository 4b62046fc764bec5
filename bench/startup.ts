/**
 * Start-up benchmark: how long a real server process (the bundled main.ts, as the crash test
 * runs it) takes from spawn to ready — /healthz answering 200 and the home page served — after a
 * `kill -9`, on SQLite and (with TEST_DATABASE_URL) PostgreSQL. The first start migrates and
 * seeds the demo site; the restarts after it are what a crash costs. Target (issue 16): ≤ 1 s.
 * Run: npm run bench:startup  (BENCH_RESTARTS=10 by default)
 */
import {
  reliabilityDatabase,
  reliabilityDialects,
  serverProcess,
} from '@tessera/server/testing/server-processes';
import { recordFigure } from './figures.js';

const RESTARTS = Number(process.env['BENCH_RESTARTS'] ?? 10);

async function homeServed(url: string): Promise<void> {
  for (;;) {
    const response = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
    await response.arrayBuffer();
    if (response.ok) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

for (const dialect of reliabilityDialects()) {
  const database = await reliabilityDatabase(dialect);
  const server = await serverProcess({ ...database.env, LOG_LEVEL: 'silent' });
  try {
    const first = await server.start();
    await homeServed(server.url);
    const times: number[] = [];
    for (let i = 0; i < RESTARTS; i += 1) {
      await server.kill();
      const started = performance.now();
      await server.start();
      await homeServed(server.url);
      times.push(performance.now() - started);
    }
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const max = Math.max(...times);
    console.log(
      `${dialect.padEnd(9)} first start ${first} ms; after kill -9: mean ${mean.toFixed(0)} ms, max ${max.toFixed(0)} ms over ${RESTARTS} restarts (target ≤ 1000 ms)`,
    );
    recordFigure({ name: `restart to ready, ${dialect} (mean)`, value: mean, unit: 'ms', target: '≤ 1000' });
    recordFigure({ name: `restart to ready, ${dialect} (max)`, value: max, unit: 'ms', target: '≤ 1500' });
  } finally {
    await server.stop();
    await database.dispose();
  }
}
