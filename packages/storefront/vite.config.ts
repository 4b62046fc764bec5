import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The browser bundle: the loader entry, one chunk per island (dynamic imports), React in a
 * shared chunk, and a manifest the server maps islands to files with (`islandAssets`).
 */
export default defineConfig({
  root,
  // Relative, so the server may serve dist/client under any path.
  base: './',
  publicDir: false,
  // Bundle workspace packages from their sources, as the tests do, so the browser build never
  // depends on whether @tessera/core's dist is up to date.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { loader: 'src/runtime/loader.ts', visitor: 'src/visitor/index.ts' },
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
