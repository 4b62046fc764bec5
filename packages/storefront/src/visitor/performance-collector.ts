import {
  REPORT_FLUSH_DELAY_MS,
  PUBLIC_API_PATHS,
  REPORT_MAX_WAIT_MS,
  reportableMetrics,
  type PerformanceMetricKey,
} from '@tessera/core';
import type { Metric } from 'web-vitals';
import { pageClock } from '../runtime/clock.js';
import type { CensusConfig } from './config.js';
import { beacon } from './send.js';

const VITAL_KEYS: Record<Metric['name'], PerformanceMetricKey> = {
  CLS: 'cls',
  FCP: 'fcp',
  INP: 'inp',
  LCP: 'lcp',
  TTFB: 'ttfb',
};

function navigationMetrics(): Partial<Record<PerformanceMetricKey, number>> {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!nav) return {};
  return {
    decodedBodySize: nav.decodedBodySize,
    encodedBodySize: nav.encodedBodySize,
    domContentLoadedStart: nav.domContentLoadedEventStart,
    domContentLoadedEnd: nav.domContentLoadedEventEnd,
    domainLookup: nav.domainLookupEnd - nav.domainLookupStart,
    loadEventStart: nav.loadEventStart,
    loadEventEnd: nav.loadEventEnd,
    responseStart: nav.responseStart,
    tcpConnection: nav.connectEnd - nav.connectStart,
    tlsNegotiation: nav.secureConnectionStart > 0 ? nav.connectEnd - nav.secureConnectionStart : 0,
  };
}

/**
 * FCP and TTFB read from the buffered timeline, as web-vitals measures them, for a page left
 * before web-vitals has arrived; its own values replace these once it reports.
 */
function earlyVitals(): Partial<Record<PerformanceMetricKey, number>> {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    ...(nav && nav.responseStart > 0 && { ttfb: nav.responseStart }),
    ...(paint && { fcp: paint.startTime }),
  };
}

/** Runs `work` when the main thread is idle (at most 2 s later), or soon where idle callbacks are missing. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 0);
}

/**
 * The performance collector: web-vitals (LCP, INP, CLS, FCP, TTFB), first input delay and
 * navigation timing, posted as a JSON array in text/plain to POST /api/1/performance by beacon.
 * It reports after load plus a delay, again whenever the page is hidden with new values, and
 * stops 60 s after the page loaded.
 */
export function startPerformanceCollector(config: CensusConfig): void {
  const metrics: Partial<Record<PerformanceMetricKey, number>> = {};
  const pageLoadId = `${pageClock.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  let sentSignature = '';
  let stopped = false;
  const started = performance.now();

  const flush = () => {
    if (stopped) return;
    const kept = reportableMetrics({ ...navigationMetrics(), ...earlyVitals(), ...metrics });
    const signature = JSON.stringify(kept);
    if (signature === sentSignature || Object.keys(kept).length === 0) return;
    sentSignature = signature;
    const event = {
      app: 'storefront',
      event: 'performance',
      pageLoadId,
      ts: pageClock.now(),
      data: { url: location.href, pageType: config.pageType, template: config.template, ...kept },
    };
    beacon(PUBLIC_API_PATHS.performance, JSON.stringify([event]));
    if (performance.now() - started >= REPORT_MAX_WAIT_MS) stopped = true;
  };

  const record = (metric: Metric) => {
    metrics[VITAL_KEYS[metric.name]] = metric.value;
  };
  // web-vitals arrives as a chunk of its own once the page is idle, so the visitor script stays
  // small (≤ 6 KB gzip with it, issue 13); its observers read the entries buffered since the
  // navigation. A page hidden before then still sends its navigation timing.
  whenIdle(() => {
    import('web-vitals')
      .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        onLCP(record);
        onINP(record);
        onCLS(record);
        onFCP(record);
        onTTFB(record);
      })
      .catch(() => undefined);
  });
  // First input delay, which web-vitals no longer measures: the first input's wait for the main thread.
  try {
    new PerformanceObserver((list) => {
      const first = list.getEntries()[0] as PerformanceEventTiming | undefined;
      if (first) metrics.fid = first.processingStart - first.startTime;
    }).observe({ type: 'first-input', buffered: true });
  } catch {
    // Browsers without first-input timing simply report no FID.
  }

  const afterLoad = () => {
    setTimeout(flush, REPORT_FLUSH_DELAY_MS);
    setTimeout(() => {
      flush();
      stopped = true;
    }, REPORT_MAX_WAIT_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // Leaving the page: some browsers hide it only after pagehide.
  addEventListener('pagehide', flush);
}
