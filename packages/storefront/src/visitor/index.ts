/**
 * The visitor script: one small module the server adds to every public page (after the page's own
 * scripts), costing the visitor almost nothing. It keeps the census cookies, records the page view
 * and tracking events, reports JavaScript errors and measures real-visitor performance.
 */
import { readCensusConfig } from './config.js';
import { updateCensusCookies } from './census-cookies.js';
import { startErrorReporter } from './error-reporter.js';
import { startPageTracking } from './page-tracking.js';
import { startPerformanceCollector } from './performance-collector.js';
import { maybeStartSessionReplay } from './session-replay.js';

function start(): void {
  const config = readCensusConfig();
  if (!config) return;
  try {
    startPerformanceCollector(config);
    startPageTracking(config, updateCensusCookies(config.consentRequired));
    void maybeStartSessionReplay(config);
  } catch {
    // Analytics failures are swallowed silently: never an error a visitor sees.
  }
}

// Errors are caught from the start; the rest waits until the page has loaded.
try {
  startErrorReporter();
} catch {
  // Never an error a visitor sees.
}
if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
