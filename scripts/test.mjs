#!/usr/bin/env node
// `npm test`: unit and API tests (SQLite, plus PostgreSQL when TEST_DATABASE_URL is set),
// then the browser journeys against the built server in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { buildIfChanged, root } from './build-if-changed.mjs';

const run = (args) => spawnSync('npx', args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const unit = run(['vitest', 'run', ...process.argv.slice(2)]);
if (unit !== 0) process.exit(unit);
const build = buildIfChanged();
if (build !== 0) process.exit(build);
process.exit(run(['vitest', 'run', '--config', 'e2e/vitest.config.ts']));
