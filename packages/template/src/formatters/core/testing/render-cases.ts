import { describe, expect, it } from 'vitest';
import { render } from '../../../render.js';
import type { RenderOptions } from '../../../render.js';

/** One table row: a template rendered against data must give exactly `expected`. */
export interface RenderCase {
  readonly data?: unknown;
  readonly template: string;
  readonly expected: string;
  /** Messages of the errors the render must report (none when absent). */
  readonly errors?: readonly string[];
  readonly options?: RenderOptions;
}

/** Fixed "now" for every case, so nothing depends on the clock. */
export const NOW = Date.UTC(2024, 4, 12, 12, 0, 0);

/**
 * Runs rows through the real engine (`render`), checking the output and the error messages.
 * @example
 * renderCases('html', [{ data: { a: '<b>' }, template: '{a|html}', expected: '&lt;b&gt;' }]);
 */
export function renderCases(title: string, rows: readonly RenderCase[]): void {
  describe(title, () => {
    it.each(rows.map((row) => [row.template, row] as const))('%s', (_template, row) => {
      const { html, errors } = render(row.template, row.data ?? {}, { now: NOW, ...row.options });
      expect(html).toBe(row.expected);
      expect(errors.map((error) => error.message)).toEqual(row.errors ?? []);
    });
  });
}
