#!/usr/bin/env node
// `npm run bench`: builds when needed, then runs every `bench:*` script in turn and prints
// their figures. Benchmarks measure and print; they never fail on a target.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfChanged, root } from './build-if-changed.mjs';

const build = buildIfChanged();
if (build !== 0) process.exit(build);

const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const only = process.argv.slice(2);
const names = Object.keys(scripts)
  .filter((name) => name.startsWith('bench:'))
  .filter((name) => only.length === 0 || only.some((o) => name.includes(o)));

// Benchmarks append their headline figures here (bench/figures.ts); the table closes the run.
const figuresDir = mkdtempSync(join(tmpdir(), 'tessera-bench-figures-'));
const figuresFile = join(figuresDir, 'figures.jsonl');
const failed = [];
for (const name of names) {
  console.log(`\n### ${name}\n`);
  const result = spawnSync('npm', ['run', '--silent', name], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_FIGURES_FILE: figuresFile },
  });
  if (result.status !== 0) failed.push(name);
}
printSummary();
rmSync(figuresDir, { recursive: true, force: true });

/** Every figure with its target and its 'before' (bench/before.json), in one table. */
function printSummary() {
  if (!existsSync(figuresFile)) return;
  const before = JSON.parse(readFileSync(join(root, 'bench', 'before.json'), 'utf8'));
  const rows = readFileSync(figuresFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  console.log('\n### summary (now, target, before)\n');
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const row of rows) {
    const now = `${row.value.toFixed(row.value < 10 ? 2 : 0)} ${row.unit}`;
    const target = row.target ? `${row.target} ${row.unit}` : '';
    console.log(
      `${row.name.padEnd(width)}  ${now.padStart(16)}  ${target.padStart(18)}  ${before[row.name] ?? ''}`,
    );
  }
  console.log(`\nbefore: ${before._source}`);
}
if (failed.length > 0) {
  console.error(`\nBenchmarks that did not complete: ${failed.join(', ')}`);
  process.exit(1);
}
