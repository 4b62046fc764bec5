import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// Statements that V8's garbage collector destroys must not abort the process: with Node ≥ 24.19's
// ObjectWrap they did ("Assertion failed: (env) != nullptr"), until scripts/native-addons.mjs built
// better-sqlite3 against headers without the cleanup hook. A child process, so a crash fails this
// test instead of killing the test worker.
const stress = `
  const Database = require(${JSON.stringify(createRequire(import.meta.url).resolve('better-sqlite3'))});
  const db = new Database(':memory:');
  db.exec('create table t (a)');
  for (let i = 0; i < 100000; i++) {
    db.prepare('select ' + (i % 50) + ' as x from t');
    if (i % 10000 === 0) globalThis.gc();
  }
  globalThis.gc();
  db.close();
  process.stdout.write('survived');
`;

describe('better-sqlite3 under garbage collection', () => {
  it('survives statements collected by the garbage collector', () => {
    const run = spawnSync(process.execPath, ['--expose-gc', '-e', stress], { encoding: 'utf8' });
    expect(run.stderr).not.toContain('Assertion failed');
    expect(run.stdout).toBe('survived');
    expect(run.status).toBe(0);
  }, 60_000);
});
