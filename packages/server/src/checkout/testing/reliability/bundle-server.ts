import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../../../../../', import.meta.url));
/** Inside node_modules, so the bundle's external imports resolve from the repository's packages. */
export const SERVER_BUNDLE = `${ROOT}node_modules/.cache/tessera-reliability/server.mjs`;

/**
 * npm packages that must stay files of their own: native addons, packages that read files next to
 * their code (swagger-ui's pages, pdfkit's fonts) and pino (its transports run in worker threads).
 */
const EXTERNAL =
  /^(@node-rs\/|@img\/|(better-sqlite3|sharp|pg-native|bufferutil|utf-8-validate|esbuild|fsevents|@fastify\/swagger-ui|pdfkit|pino|thread-stream)(\/|$))/;

/**
 * Our packages from source and most npm packages in one file (fewer files to load: a restart is
 * about a third faster). Each of our modules keeps its own `import.meta.url` (the theme and static
 * file paths are relative to their source files); externals are imported by the exact file Node
 * would load for the importing module.
 */
const sourcePlugin: Plugin = {
  name: 'tessera-source',
  setup(b) {
    // Browser-only imports of the islands (web workers, stylesheets) never run on the server.
    b.onResolve({ filter: /(\?worker|\.css)$/ }, (args) => ({ path: args.path, namespace: 'browser-only' }));
    b.onLoad({ filter: /.*/, namespace: 'browser-only' }, () => ({ contents: 'export default class {}' }));
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      if (!EXTERNAL.test(args.path)) return undefined;
      const found = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      return { path: found.errors.length > 0 ? args.path : found.path, external: true };
    });
    b.onLoad({ filter: /\/packages\/.*\.tsx?$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: args.path.endsWith('x') ? 'tsx' : 'ts',
    }));
  },
};

let bundled: Promise<string> | undefined;

/**
 * The server as one ES module built from the current sources (one or two seconds), so the reliability
 * tests start and restart real server processes in about the time a built server takes, without
 * depending on `npm run build` having run. Built once per test process.
 */
export function serverBundle(): Promise<string> {
  bundled ??= build({
    entryPoints: [`${ROOT}packages/server/src/main.ts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: SERVER_BUNDLE,
    conditions: ['source'],
    logLevel: 'error',
    loader: { '.css': 'empty' },
    banner: {
      js: "import { createRequire as __tesseraRequire } from 'node:module'; const require = __tesseraRequire(import.meta.url);",
    },
    plugins: [sourcePlugin],
  }).then(() => SERVER_BUNDLE);
  return bundled;
}
