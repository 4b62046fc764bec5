import type { TemplateError } from './errors.js';

/**
 * The source line at `line` and a caret under `column`, with the line number in a gutter (tabs
 * kept so the caret lines up under tab-indented source). "" when the line does not exist.
 * @example
 * sourceExcerpt('a\n{b|nope}', 2, 1); // ' 2 | {b|nope}\n   | ^'
 */
export function sourceExcerpt(source: string, line: number, column: number): string {
  const text = source.split('\n')[line - 1]?.replace(/\r$/, '');
  if (text === undefined) return '';
  const number = String(line);
  const gutter = ' '.repeat(number.length);
  const pad = text.slice(0, Math.max(0, column - 1)).replace(/[^\t]/g, ' ');
  return ` ${number} | ${text}\n ${gutter} | ${pad}^`;
}

type SourceOf = (partial: string | undefined) => string | undefined;

/** The errors with their `excerpt` filled in from the source each one refers to. */
export function withExcerpts(errors: readonly TemplateError[], sourceOf: SourceOf): TemplateError[] {
  return errors.map((error) => {
    if (error.excerpt !== undefined) return error;
    const source = sourceOf(error.partial);
    const excerpt = source === undefined ? '' : sourceExcerpt(source, error.line, error.column);
    return excerpt === '' ? error : { ...error, excerpt };
  });
}
