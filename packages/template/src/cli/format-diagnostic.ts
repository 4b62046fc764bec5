import type { TemplateError } from '../errors.js';

/**
 * One error for a terminal: `file:line:column: kind CODE: message`, then the source line and a
 * caret under the column (tabs kept so the caret lines up).
 */
export function formatDiagnostic(error: TemplateError, file: string, source: string | undefined): string {
  const head = `${file}:${error.line}:${error.column}: ${error.severity === 'warning' ? 'warning' : `${error.kind} error`} ${error.code}: ${error.message}`;
  const line = source?.split('\n')[error.line - 1];
  if (line === undefined) return head;
  const text = line.replace(/\r$/, '');
  const number = String(error.line);
  const gutter = ' '.repeat(number.length);
  const pad = text.slice(0, Math.max(0, error.column - 1)).replace(/[^\t]/g, ' ');
  return `${head}\n ${number} | ${text}\n ${gutter} | ${pad}^`;
}
