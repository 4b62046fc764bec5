#!/usr/bin/env node
// Root `postinstall`: compiles better-sqlite3 for the Node that runs the project's scripts.
//
// The project pins its Node (the `node-<platform>-<arch>` optional dependency, see the README): npm
// links its `bin/node` as `node_modules/.bin/node`, which npm puts first on the PATH of every
// script and `npx` command, so this file already runs under the pinned Node. better-sqlite3's own
// install script is not allowed (package.json `allowScripts`): it would fetch a prebuilt binary
// from outside the npm registry, then fall back to headers of whatever Node a machine's npmrc
// names. Here it is compiled once, against the pinned Node's own headers (shipped in its package),
// and checked by opening a database. Nothing happens when the compiled addon already loads.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(root, 'packages/db/package.json'));
const addon = dirname(require.resolve('better-sqlite3/package.json'));
const pinned = join(root, 'node_modules', `node-${process.platform}-${process.arch}`);
const headers = existsSync(join(pinned, 'include/node/node_version.h')) ? pinned : undefined;

function loads() {
  const probe = "const D = require('better-sqlite3'); new D(':memory:').prepare('select 1').get();";
  return spawnSync(process.execPath, ['-e', probe], { cwd: addon, stdio: 'ignore' }).status === 0;
}

function compile() {
  // npm gives its scripts the path of its bundled node-gyp; outside npm, one on the PATH.
  const gyp = process.env.npm_config_node_gyp;
  const [command, prefix] = gyp ? [process.execPath, [gyp]] : ['node-gyp', []];
  const args = [...prefix, 'rebuild', '--release', ...(headers ? [`--nodedir=${headers}`] : [])];
  const env = { ...process.env, ...(headers && { npm_config_nodedir: headers }) };
  return spawnSync(command, args, { cwd: addon, env, stdio: 'inherit' }).status === 0;
}

if (!loads()) {
  console.log(
    `Compiling better-sqlite3 for Node ${process.version}${headers ? ` (headers: ${headers})` : ''}…`,
  );
  if (!compile() || !loads()) {
    console.error(`better-sqlite3 could not be compiled for Node ${process.version}: see the output above.`);
    process.exit(1);
  }
}
console.log(`better-sqlite3 is ready for Node ${process.version} (${process.execPath}).`);
