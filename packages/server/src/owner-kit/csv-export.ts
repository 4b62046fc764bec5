import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet will not run: text starting with = + - @ tab or carriage return would be
 * read as a formula, so it gets a leading apostrophe (the usual CSV-injection guard).
 *
 * @example
 * csvCell('=HYPERLINK("http://x")'); // "'=HYPERLINK(\"http://x\")"
 */
export function csvCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Rows of CSV, with every cell guarded. A byte-order mark lets spreadsheet programs read UTF-8. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\ufeff${stringify(
    rows.map((row) => row.map(csvCell)),
    { record_delimiter: 'windows' },
  )}`;
}
