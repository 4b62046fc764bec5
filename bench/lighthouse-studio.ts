/**
 * Lighthouse on a studio screen, signed in as the demo owner: the Analytics screen (issue 13) by
 * default, or STUDIO_PATH (`npm run bench:lighthouse:studio:pages` runs the page list, issue 11), over
 * BENCH_EVENTS (default 100,000) analytics events seeded over the last 30 days through the
 * ingestion batch writer, served by the built server in Debian's Chromium. Runs the desktop preset
 * (the studio's usual screen) and the mobile one (emulated phone, slow 4G, 4× CPU slowdown); prints
 * the performance, accessibility and best-practices scores, LCP, TBT and CLS of each run and the
 * medians. Printed, never failing.
 *
 * Run after `npm run build`: `npm run bench:lighthouse:studio` (RUNS=5 for more runs).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { withDemoSite } from '../e2e/demo-database.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startSite } from '../e2e/harness.js';
import { demoOwner } from '../e2e/owner-api.js';
import { seedAnalyticsEvents } from './analytics-seed.js';

const PATH = process.env.STUDIO_PATH ?? '/config/analytics';
const RUNS = Number(process.env.RUNS ?? 3);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function measure(url: string, port: number, cookie: string, preset: 'desktop' | 'mobile') {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      extraHeaders: { Cookie: cookie },
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { audits, categories } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  if (result.lhr.finalDisplayedUrl && !result.lhr.finalDisplayedUrl.includes(PATH))
    throw new Error(`Lighthouse ended on ${result.lhr.finalDisplayedUrl}, not the analytics screen`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const line = (label: string, f: RunFigures) =>
  `${label.padEnd(16)} performance ${String(f.performance).padStart(3)}  accessibility ${String(f.accessibility).padStart(3)}  ` +
  `best practices ${String(f.bestPractices).padStart(3)}  LCP ${Math.round(f.lcpMs)} ms  TBT ${Math.round(f.tbtMs)} ms  CLS ${f.cls.toFixed(3)}`;

const site = await startSite(
  {},
  {
    beforeServing: (dataDir) =>
      withDemoSite(dataDir, async (db, websiteId) => {
        await seedAnalyticsEvents(db, websiteId, EVENTS, Date.now());
      }),
  },
);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
try {
  const { email, password } = demoOwner(site);
  const login = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = /tessera_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
  if (!session) throw new Error(`owner sign-in failed: ${login.status}`);
  const url = `${site.url}${PATH}`;
  // One visit first, so the runs measure a started server (reports' queries warm).
  await (await fetch(url, { headers: { cookie: session } })).text();
  console.log(`Lighthouse ${PATH} over ${EVENTS} seeded events (Debian Chromium), ${RUNS} runs per preset`);
  for (const preset of ['desktop', 'mobile'] as const) {
    const runs: RunFigures[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(url, chrome.port, session, preset));
    runs.forEach((run, i) => console.log(line(`${preset} run ${i + 1}`, run)));
    const pick = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
    console.log(
      line(`${preset} median`, {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
      }),
    );
  }
} finally {
  chrome.kill();
  await site.stop();
}
