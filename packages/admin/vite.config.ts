import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The studio's browser bundle: one HTML shell, an entry with what the first screen needs, and one
 * chunk per lazy route (plus the heavy libraries those routes import: TipTap, dnd-kit), so a
 * screen's code loads when it is opened. The server serves `dist/` under /config/.
 */
export default defineConfig({
  root,
  base: '/config/',
  publicDir: false,
  // Workspace packages from their sources, as the tests do (no dependence on their dist/).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // The polyfill would be an inline script; the server's CSP allows none, and every browser we
    // support has modulepreload.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // Mantine marks its modules "use client" for React Server Components; meaningless in a SPA.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Alone, or Mantine's small shared helpers (useMergedRef…) land in its chunk and every
            // screen, the sign-in form included, downloads floating-ui for them.
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
          ],
        },
      },
    },
  },
});
