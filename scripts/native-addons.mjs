#!/usr/bin/env node
// Root `postinstall`: compiles better-sqlite3 for the Node that runs the project's scripts.
//
// The project pins its Node (the `node-<platform>-<arch>` optional dependency, see the README): npm
// links its `bin/node` as `node_modules/.bin/node`, which npm puts first on the PATH of every
// script and `npx` command, so this file already runs under the pinned Node. better-sqlite3's own
// install script is not allowed (package.json `allowScripts`): it would fetch a prebuilt binary
// from outside the npm registry, then fall back to headers of whatever Node a machine's npmrc
// names. Here it is compiled once, against the pinned Node's own headers (shipped in its package),
// and checked by opening a database. Nothing happens when the addon was already built here, for
// this Node, with these headers.
//
// The headers are a patched copy. From Node 24.19 on, the header-only `node::ObjectWrap` registers an
// environment cleanup hook in its constructor and removes it in its destructor. better-sqlite3
// destroys statements from V8's garbage collector, where no environment is current, and the
// removal then aborts the whole process ("Assertion failed: (env) != nullptr" in
// RemoveEnvironmentCleanupHook) — seen in test workers and reproducible with a few hundred thousand
// prepared statements. The copy leaves those two calls out, which is exactly the ObjectWrap of
// Node 24.18 and earlier; better-sqlite3 closes its databases and statements itself.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(root, 'packages/db/package.json'));
const addon = dirname(require.resolve('better-sqlite3/package.json'));
const pinned = join(root, 'node_modules', `node-${process.platform}-${process.arch}`);
const shipped = existsSync(join(pinned, 'include/node/node_version.h')) ? pinned : undefined;
const stamp = join(addon, 'build', 'tessera-headers.json');
const wanted = JSON.stringify({ node: process.version, objectWrap: 'no-cleanup-hook' });

/** A copy of the pinned Node's headers whose ObjectWrap adds no environment cleanup hook. */
function patchedHeaders() {
  if (!shipped) return undefined;
  const copy = join(root, 'node_modules', '.cache', 'tessera-addon-headers');
  cpSync(join(shipped, 'include'), join(copy, 'include'), { recursive: true });
  const file = join(copy, 'include', 'node', 'node_object_wrap.h');
  const source = readFileSync(file, 'utf8');
  writeFileSync(file, source.replace(/^(\s*)((?:Add|Remove)CleanupHook\(\);)$/gm, '$1// $2'));
  return copy;
}

function builtHere() {
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted && loads();
}

function loads() {
  const probe = "const D = require('better-sqlite3'); new D(':memory:').prepare('select 1').get();";
  return spawnSync(process.execPath, ['-e', probe], { cwd: addon, stdio: 'ignore' }).status === 0;
}

function compile(headers) {
  // npm gives its scripts the path of its bundled node-gyp; outside npm, one on the PATH.
  const gyp = process.env.npm_config_node_gyp;
  const [command, prefix] = gyp ? [process.execPath, [gyp]] : ['node-gyp', []];
  const args = [...prefix, 'rebuild', '--release', ...(headers ? [`--nodedir=${headers}`] : [])];
  const env = { ...process.env, ...(headers && { npm_config_nodedir: headers }) };
  return spawnSync(command, args, { cwd: addon, env, stdio: 'inherit' }).status === 0;
}

if (!builtHere()) {
  const headers = patchedHeaders();
  console.log(
    `Compiling better-sqlite3 for Node ${process.version}${headers ? ` (headers: ${headers})` : ''}…`,
  );
  if (!compile(headers) || !loads()) {
    console.error(`better-sqlite3 could not be compiled for Node ${process.version}: see the output above.`);
    process.exit(1);
  }
  writeFileSync(stamp, wanted);
}
console.log(`better-sqlite3 is ready for Node ${process.version} (${process.execPath}).`);
