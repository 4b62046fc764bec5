/** The package root re-exports the server entry; browsers load the Vite build instead. */
export * from './ssr.js';
