/** A problem found in a template package, where it is: the file and the 1-based line and column. */
export interface PackageError {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly code: string;
  readonly message: string;
  /** Warnings are reported but do not refuse the package (§12's tolerance rules). */
  readonly severity?: 'error' | 'warning';
}

/** Line and column of a character offset. */
export function positionOf(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

/** `file:line:col code message`, then the line with a caret under the column (for the CLI and logs). */
export function formatPackageError(error: PackageError, source?: string): string {
  const head = `${error.file}:${error.line}:${error.column} ${error.code} ${error.message}`;
  const text = source?.split('\n')[error.line - 1];
  if (text === undefined) return head;
  return `${head}\n  ${text}\n  ${' '.repeat(Math.max(0, error.column - 1))}^`;
}
