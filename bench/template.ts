/**
 * Template engine benchmark: compiles and renders the product-page fixture and compares the
 * render with a hand-written string-building function over the same data.
 * Run: npm run bench:template (sources via the `source` condition, GC exposed for the allocation
 * figure). Plain `npx tsx bench/template.ts` uses the built package: run `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asString, compile, render } from '@tessera/template';
import type { Formatter, Plugins, Predicate, Template, Value } from '@tessera/template';
import type { Money, Product } from './template-handwritten.js';
import {
  attr,
  json,
  money,
  onSale,
  renderProductPageByHand,
  soldOut,
  urlEncode,
} from './template-handwritten.js';

const slot = (fn: (value: Value) => string): Formatter => ({
  apply: (_args, vars) => {
    vars[0]!.value = fn(vars[0]!.value);
  },
});
const node = (fn: (p: Product) => boolean): Predicate => ({
  apply: (_args, ctx) => fn(ctx.node() as unknown as Product),
});

/**
 * The hand-written function's own helpers as engine plugins: rendering with these measures the
 * engine's overhead alone, since both sides then do identical formatting work.
 */
export const handHelperPlugins: Plugins = {
  formatters: {
    htmltag: slot((v) => attr(asString(v))),
    htmlattr: slot((v) => attr(asString(v))),
    'url-encode': slot((v) => urlEncode(asString(v))),
    json: slot((v) => json(v)),
    money: slot((v) => money(v as unknown as Money)),
  },
  predicates: { 'sold-out?': node(soldOut), 'on-sale?': node(onSale) },
};

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'bench', 'jsont');
const source = readFileSync(join(fixtures, 'product-page.html'), 'utf8');
const data: unknown = JSON.parse(readFileSync(join(fixtures, 'product-page.json'), 'utf8'));
const options = { now: Date.UTC(2026, 0, 15) };
const gc = (globalThis as { gc?: () => void }).gc;

/** Process CPU time (user + system) in µs: steadier than wall time on a shared machine. */
function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

function timeOnce(fn: () => void, minMs: number): number {
  let calls = 0;
  const start = cpuNow();
  let elapsed = 0;
  while (elapsed < minMs * 1000) {
    for (let i = 0; i < 20; i++) fn();
    calls += 20;
    elapsed = cpuNow() - start;
  }
  return elapsed / calls; // CPU µs per call
}

interface Timing {
  /** Best (lowest) µs per call over the rounds: the headline figure. */
  readonly best: number;
  readonly median: number;
  readonly worst: number;
}

/**
 * µs per call for each function over several interleaved rounds, so that other load on the
 * machine (a shared CI or dev box) disturbs the comparison as little as possible. The best round
 * is the figure; the median and worst show the spread.
 */
function timeAll(fns: readonly (() => void)[], rounds = 7, msPerRound = 250): Timing[] {
  const samples = fns.map((): number[] => []);
  for (let r = 0; r < rounds; r++) {
    fns.forEach((fn, k) => samples[k]?.push(timeOnce(fn, msPerRound)));
  }
  return samples.map((times) => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      best: sorted[0] ?? NaN,
      median: sorted[sorted.length >> 1] ?? NaN,
      worst: sorted[sorted.length - 1] ?? NaN,
    };
  });
}

const spread = (t: Timing) => `median ${t.median.toFixed(1)}, worst ${t.worst.toFixed(1)}`;

/**
 * Heap bytes allocated per call: heap growth over `n` calls after a full collection. A collection
 * inside the loop can only make the growth smaller, so the largest of several trials is the
 * closest figure; the npm script also enlarges the young generation so that none runs.
 */
function bytesPerCall(fn: () => void, n: number, trials = 5): number | undefined {
  if (!gc) return undefined;
  let most = 0;
  for (let t = 0; t < trials; t++) {
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < n; i++) fn();
    most = Math.max(most, (process.memoryUsage().heapUsed - before) / n);
  }
  return most;
}

/**
 * Copies of the data whose prices move by whole currency units from copy to copy (so both sides
 * still round alike): their distinct amounts (≈ 26 per copy) far outnumber the 2,000 strings the
 * engine's money memo holds, so rendering the copies in turn formats every price afresh.
 */
function freshPriceCopies(count: number): unknown[] {
  const text = JSON.stringify(data);
  return Array.from({ length: count }, (_, k) =>
    JSON.parse(text, (_key, value: unknown) => {
      const money = value as { value?: unknown; currency?: unknown } | null;
      if (typeof money !== 'object' || money === null || typeof money.value !== 'string') return value;
      if (typeof money.currency !== 'string') return value;
      return { ...money, value: (Number(money.value) + 100 * k).toFixed(2) };
    }),
  );
}

function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}

const [compileTime, firstRenderTime] = timeAll(
  [() => compile(source), () => render(compile(source).template, data, options)],
  5,
  100,
);
const compileUs = compileTime?.best ?? NaN;
const firstRenderUs = firstRenderTime?.best ?? NaN;
const { template, errors: compileErrors } = compile(source);
const compiled: Template = template;
const engineHtml = render(compiled, data, options);
const handHtml = renderProductPageByHand(data);

console.log('JSON-T product page benchmark (times are process CPU time, best of interleaved rounds)');
console.log(
  `template ${source.length} B, data ${JSON.stringify(data).length} B, output ${engineHtml.html.length} B`,
);
console.log(`compile errors: ${compileErrors.length}, render errors: ${engineHtml.errors.length}`);
for (const e of [...compileErrors, ...engineHtml.errors])
  console.log(`  ${e.line}:${e.column} ${e.code} ${e.message}`);
const identical = engineHtml.html === handHtml;
if (!identical) {
  const at = firstDifference(engineHtml.html, handHtml);
  console.log(`hand-written output differs at ${at}:`);
  console.log(`  engine: ${JSON.stringify(engineHtml.html.slice(at, at + 80))}`);
  console.log(`  hand:   ${JSON.stringify(handHtml.slice(at, at + 80))}`);
}
console.log(`hand-written output byte-identical: ${identical ? 'yes' : 'NO'}`);

// Warm up both paths before measuring.
for (let i = 0; i < 2000; i++) {
  render(compiled, data, options);
  renderProductPageByHand(data);
}
const helperOptions = { ...options, plugins: handHelperPlugins };
const helperIdentical = render(compiled, data, helperOptions).html === handHtml;
const copies = freshPriceCopies(256);
const freshIdentical = copies.every(
  (copy) => render(compiled, copy, options).html === renderProductPageByHand(copy),
);
const cycle = (fn: (d: unknown) => unknown) => {
  let k = 0;
  return () => {
    fn(copies[k++ % copies.length]);
  };
};
const [engine, helper, hand, engineFresh, handFresh] = timeAll([
  () => render(compiled, data, options),
  () => render(compiled, data, helperOptions),
  () => renderProductPageByHand(data),
  cycle((d) => render(compiled, d, options)),
  cycle(renderProductPageByHand),
]) as [Timing, Timing, Timing, Timing, Timing];
const [engineUs, helperUs, handUs] = [engine.best, helper.best, hand.best];
const engineBytes = bytesPerCall(() => render(compiled, data, options), 100);
const helperBytes = bytesPerCall(() => render(compiled, data, helperOptions), 100);
const handBytes = bytesPerCall(() => renderProductPageByHand(data), 100);

const kb = (b: number | undefined) =>
  b === undefined ? 'n/a (run node with --expose-gc)' : `${(b / 1024).toFixed(1)} KiB`;
console.log(`compile: ${(compileUs / 1000).toFixed(3)} ms (target ≤ 1 ms)`);
console.log(
  `compile + first render (links the closures once per template): ${(firstRenderUs / 1000).toFixed(3)} ms`,
);
console.log(
  `engine render: ${engineUs.toFixed(1)} µs/render, ${Math.round(1e6 / engineUs)} renders/s (${spread(engine)})`,
);
console.log(
  `hand-written:  ${handUs.toFixed(1)} µs/render, ${Math.round(1e6 / handUs)} renders/s (${spread(hand)})`,
);
console.log(
  `ratio engine / hand-written: ${(engineUs / handUs).toFixed(2)} (target ≤ 1.5; ratio of medians ` +
    `${(engine.median / hand.median).toFixed(2)})`,
);
console.log(
  `engine overhead alone (engine with the hand-written helpers as plugins${helperIdentical ? '' : ', OUTPUT DIFFERS'}): ` +
    `${helperUs.toFixed(1)} µs/render (${spread(helper)}), ratio ${(helperUs / handUs).toFixed(2)}`,
);
console.log(
  `every price new to the money memo (${copies.length} copies of the data with shifted prices, in turn` +
    `${freshIdentical ? '' : ', OUTPUT DIFFERS'}): engine ${engineFresh.best.toFixed(1)} µs/render, ` +
    `hand-written ${handFresh.best.toFixed(1)} µs/render, ratio ${(engineFresh.best / handFresh.best).toFixed(2)}`,
);
console.log(
  `allocated per render: engine ${kb(engineBytes)}, engine with the hand-written helpers ${kb(helperBytes)}, ` +
    `hand-written ${kb(handBytes)}`,
);
const pass = identical && freshIdentical && compileErrors.length === 0 && engineHtml.errors.length === 0;
console.log(pass ? 'fixture: OK' : 'fixture: FAILED');
process.exitCode = pass ? 0 : 1;
