/**
 * Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4× CPU slowdown) on the demo
 * shop's product page, served by the built server on a fresh temporary database, in Debian's
 * Chromium. Prints LCP, TBT, CLS and the performance score of each run and their median.
 * Targets (issue 4): performance score ≥ 95, CLS < 0.05.
 *
 * Run after `npm run build`: `npm run bench:lighthouse` (RUNS=5 for more runs).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startSite } from '../e2e/harness.js';

const PATH = process.env.BENCH_PATH ?? '/shop/p/linen-overshirt';
const RUNS = Number(process.env.RUNS ?? 3);

interface RunFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  serverMs: number;
  scriptBytes: number;
}

type Audits = Record<string, { numericValue?: number; details?: unknown } | undefined>;

function scriptTransferBytes(audits: Audits): number {
  const details = audits['network-requests']?.details as
    { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

async function measure(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((categories['performance']?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    serverMs: value('server-response-time'),
    scriptBytes: scriptTransferBytes(audits as Audits),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function line(label: string, f: RunFigures): string {
  return (
    `${label.padEnd(8)} score ${String(f.score).padStart(3)}  LCP ${Math.round(f.lcpMs)} ms  ` +
    `TBT ${Math.round(f.tbtMs)} ms  CLS ${f.cls.toFixed(3)}  FCP ${Math.round(f.fcpMs)} ms  ` +
    `server ${Math.round(f.serverMs)} ms  JS ${(f.scriptBytes / 1024).toFixed(1)} KB transferred`
  );
}

const site = await startSite();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
try {
  const url = `${site.url}${PATH}`;
  // One visit first, so the runs measure a started server (templates compiled, caches warm).
  await (await fetch(url)).text();
  const runs: RunFigures[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(url, chrome.port));
  console.log(`Lighthouse ${PATH} (mobile preset, Debian Chromium), ${RUNS} runs`);
  runs.forEach((run, i) => console.log(line(`run ${i + 1}`, run)));
  const pick = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
  const summary: RunFigures = {
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    serverMs: pick('serverMs'),
    scriptBytes: pick('scriptBytes'),
  };
  console.log(line('median', summary));
  console.log(
    `targets: score ≥ 95 ${summary.score >= 95 ? 'met' : 'MISSED'}; CLS < 0.05 ${summary.cls < 0.05 ? 'met' : 'MISSED'}`,
  );
} finally {
  chrome.kill();
  await site.stop();
}
