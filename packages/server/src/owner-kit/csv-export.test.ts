import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv-export.js';

describe('CSV export cells', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'prefixes %j so spreadsheets do not run it',
    (text) => {
      expect(csvCell(text)).toBe(`'${text}`);
    },
  );

  it('leaves other text alone', () => {
    expect(csvCell('Ada, "the first"')).toBe('Ada, "the first"');
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('round-trips any text through CSV quoting, no cell starting a formula', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const width = rows[0]?.length ?? 1;
          const table = rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''));
          const parsed = parse(toCsv(table).replace(/^\ufeff/, ''), {
            relax_column_count: true,
          }) as string[][];
          expect(parsed).toEqual(table.map((row) => row.map(csvCell)));
          for (const cell of parsed.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        },
      ),
    );
  });
});
