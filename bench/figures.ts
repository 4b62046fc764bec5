/**
 * Figures a benchmark hands to `npm run bench`'s summary table (scripts/bench.mjs): each one is
 * appended as a JSON line to the file in BENCH_FIGURES_FILE, when set; the table puts its target
 * and its 'before' (bench/before.json, measured on this machine before issue 16) beside it.
 */
import { appendFileSync } from 'node:fs';

export interface Figure {
  /** The row's name, also the key into bench/before.json. */
  name: string;
  value: number;
  unit: string;
  /** The target, as words ('≤ 0.8'), or '' when the figure has none. */
  target: string;
}

export function recordFigure(figure: Figure): void {
  const file = process.env['BENCH_FIGURES_FILE'];
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
}
