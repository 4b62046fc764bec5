import type { TemplateError } from '../errors.js';
import { sourceExcerpt } from '../source-excerpt.js';

/**
 * One error for a terminal: `file:line:column: kind CODE: message`, then the error's excerpt (the
 * source line and a caret under the column), taken from `source` when the error carries none.
 */
export function formatDiagnostic(error: TemplateError, file: string, source: string | undefined): string {
  const head = `${file}:${error.line}:${error.column}: ${error.severity === 'warning' ? 'warning' : `${error.kind} error`} ${error.code}: ${error.message}`;
  const excerpt =
    error.excerpt ?? (source === undefined ? '' : sourceExcerpt(source, error.line, error.column));
  return excerpt === '' ? head : `${head}\n${excerpt}`;
}
