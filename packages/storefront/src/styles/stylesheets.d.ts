/** Stylesheets are imported for their side effect; Vite bundles them into the client build. */
declare module '*.css';
