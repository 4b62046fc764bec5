#!/usr/bin/env node
// `npm run bench`: builds when needed, then runs every `bench:*` script in turn and prints
// their figures. Benchmarks measure and print; they never fail on a target.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfChanged, root } from './build-if-changed.mjs';

const build = buildIfChanged();
if (build !== 0) process.exit(build);

const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const only = process.argv.slice(2);
const names = Object.keys(scripts)
  .filter((name) => name.startsWith('bench:'))
  .filter((name) => only.length === 0 || only.some((o) => name.includes(o)));

const failed = [];
for (const name of names) {
  console.log(`\n### ${name}\n`);
  const result = spawnSync('npm', ['run', '--silent', name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`\nBenchmarks that did not complete: ${failed.join(', ')}`);
  process.exit(1);
}
