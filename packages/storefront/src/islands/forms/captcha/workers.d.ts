/** Vite bundles `?worker` imports as separate same-origin worker files (allowed by the CSP). */
declare module 'altcha/workers/sha?worker' {
  const ShaWorker: new () => Worker;
  // Vite's worker imports have a default export only; this declares that shape.
  // eslint-disable-next-line no-restricted-syntax
  export default ShaWorker;
}
