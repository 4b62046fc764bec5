#!/usr/bin/env node
// `npm start`: build when the sources changed since the last build, then run the server.
// The server migrates the database, seeds the demo site on first start and prints its URLs.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfChanged, root } from './build-if-changed.mjs';

const status = buildIfChanged();
if (status !== 0) process.exit(status);

const server = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
