/**
 * Memory benchmark: the server of bench/http.ts (micro-caches on) under 50 connections spread over
 * every page of its shop (home, collection, each product and its JSON, the journal) for
 * BENCH_MEMORY_MINUTES (5), reading its RSS and heap (after a full collection) every minute.
 * Target (issue 16): ≤ 300 MB, and not growing between the 3rd and the last minute.
 * Not yet in the mix: add-to-cart and checkout requests.
 * Run: npm run bench:memory  (BENCH_MEMORY_MINUTES=1 for a quick look)
 */
import { createRequire } from 'node:module';
import type { ChildProcess } from 'node:child_process';
import { recordFigure } from './figures.js';
import { startChild } from './http.js';
import { signedCrumbCookie } from './crumb-cookie.js';

type Autocannon = (options: Record<string, unknown>) => Promise<{ errors: number; non2xx: number }>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const MINUTES = Number(process.env['BENCH_MEMORY_MINUTES'] ?? 5);

function memory(child: ChildProcess): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as NodeJS.MemoryUsage));
    child.send('memory');
  });
}

const PATHS = [
  '/',
  '/shop',
  '/shop/p/blue-mug',
  '/shop/p/blue-mug?format=json',
  '/journal',
  '/journal/hello-world',
  ...Array.from({ length: 40 }, (_, i) => `/shop/p/bowl-${i}`),
  ...Array.from({ length: 40 }, (_, i) => `/shop/p/bowl-${i}?format=json`),
];

const { child, base } = await startChild('on');
const crumb = await signedCrumbCookie(base);
const mb = (bytes: number) => bytes / 1_000_000;
const samples: { minute: number; rss: number; heap: number }[] = [];
try {
  for (let minute = 1; minute <= MINUTES; minute += 1) {
    const result = await autocannon({
      url: base,
      connections: 50,
      duration: 60,
      headers: { cookie: crumb, accept: 'text/html' },
      requests: PATHS.map((path) => ({ method: 'GET', path })),
    });
    const usage = await memory(child);
    samples.push({ minute, rss: mb(usage.rss), heap: mb(usage.heapUsed) });
    const errors =
      result.errors + result.non2xx ? ` (${result.non2xx} non-2xx, ${result.errors} errors)` : '';
    console.log(
      `minute ${minute}: RSS ${mb(usage.rss).toFixed(0)} MB, heap ${mb(usage.heapUsed).toFixed(0)} MB${errors}`,
    );
  }
  const last = samples.at(-1)!;
  const third = samples.find((s) => s.minute === Math.min(3, MINUTES))!;
  console.log(
    `RSS ${last.rss.toFixed(0)} MB (target ≤ 300), heap growth from minute ${third.minute} to ${last.minute}: ${(last.heap - third.heap).toFixed(1)} MB`,
  );
  recordFigure({ name: 'server RSS after the mixed run', value: last.rss, unit: 'MB', target: '≤ 300' });
  recordFigure({
    name: 'heap growth, minute 3 to 5',
    value: last.heap - third.heap,
    unit: 'MB',
    target: '≈ 0',
  });
} finally {
  child.disconnect();
}
