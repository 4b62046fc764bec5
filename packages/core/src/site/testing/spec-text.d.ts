// Vite (and so Vitest) loads `?raw` imports as the file's text; tests read the spec this way,
// since core's code, tests included, imports no Node module.
declare module '*.md?raw' {
  const text: string;
  export { text as default };
}
