import { createErrorReportQueue, PUBLIC_API_PATHS } from '@tessera/core';
import { pageClock } from '../runtime/clock.js';
import { postJson } from './send.js';

/**
 * Reports uncaught errors and unhandled rejections to POST /api/events/RecordJavascriptErrors:
 * at most 20 sends per page, 10 queued events, stacks cut at 5000 characters, sends debounced 1 s.
 */
export function startErrorReporter(): void {
  const queue = createErrorReportQueue((events) => postJson(PUBLIC_API_PATHS.javascriptErrors, events), {
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    now: () => pageClock.now(),
  });
  const url = () => location.href;
  addEventListener('error', (event) => {
    const error = event.error as { stack?: unknown } | undefined;
    queue.report('error', {
      message: String(event.message || 'Script error').slice(0, 2000),
      stack: typeof error?.stack === 'string' ? error.stack : undefined,
      url: url(),
      line: event.lineno || undefined,
      column: event.colno || undefined,
    });
  });
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: unknown; stack?: unknown } | undefined;
    queue.report('unhandledrejection', {
      message: String(reason?.message ?? reason ?? 'Unhandled rejection').slice(0, 2000),
      stack: typeof reason?.stack === 'string' ? reason.stack : undefined,
      url: url(),
    });
  });
  addEventListener('pagehide', () => queue.flush());
}
