import { expect, it } from 'vitest';
import { render } from '../../../render.js';

/** One table row: a template rendered against data through the real engine. */
export interface Case {
  readonly template: string;
  readonly data?: unknown;
  readonly expected: string;
  readonly locale?: string;
  readonly now?: number;
  /** Runtime error messages the render must report (none when absent). */
  readonly errors?: readonly string[];
}

/** 2013-05-12T21:00:00 in New York (EDT), the instant of the reference's examples. */
export const MAY_12_2013_9PM = 1368406800000;

/** Run each row through `render()` as its own test, named after its template and locale. */
export function runCases(cases: readonly Case[]): void {
  for (const row of cases) {
    const name = `${row.template} ${JSON.stringify(row.data ?? {})}${row.locale ? ` [${row.locale}]` : ''}`;
    it(name, () => {
      const result = render(row.template, row.data ?? {}, {
        locale: row.locale,
        now: row.now ?? MAY_12_2013_9PM,
      });
      expect(result.html).toBe(row.expected);
      expect(result.errors.map((error) => error.message)).toEqual(row.errors ?? []);
    });
  }
}
