import type { TemplateError } from '../errors.js';

/** A template's syntax errors in source order (stable for errors at the same position). */
export function inSourceOrder(...lists: readonly (readonly TemplateError[])[]): TemplateError[] {
  const all = lists.flat();
  return all.length < 2 ? all : all.sort((a, b) => a.line - b.line || a.column - b.column);
}
