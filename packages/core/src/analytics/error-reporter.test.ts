import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createErrorReportQueue,
  ERROR_REPORTER_LIMITS,
  type JavascriptErrorEvent,
} from './error-reporter.js';

describe('error report queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const timers = {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  };

  function setup() {
    const batches: (readonly JavascriptErrorEvent[])[] = [];
    const queue = createErrorReportQueue((events) => batches.push(events), timers);
    return { batches, queue };
  }

  it('debounces sends by 1 s after the last error', () => {
    const { batches, queue } = setup();
    queue.report('error', { message: 'a' });
    vi.advanceTimersByTime(900);
    queue.report('error', { message: 'b' });
    vi.advanceTimersByTime(999);
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((e) => e.data.message)).toEqual(['a', 'b']);
  });

  it('queues at most 10 events', () => {
    const { batches, queue } = setup();
    for (let i = 0; i < 15; i++) queue.report('error', { message: `e${i}` });
    vi.advanceTimersByTime(ERROR_REPORTER_LIMITS.debounceMs);
    expect(batches[0]).toHaveLength(10);
  });

  it('sends at most 20 times per page', () => {
    const { batches, queue } = setup();
    for (let i = 0; i < 25; i++) {
      queue.report('error', { message: `e${i}` });
      vi.advanceTimersByTime(1000);
    }
    expect(batches).toHaveLength(20);
    expect(queue.report('error', { message: 'late' })).toBe(false);
  });

  it('cuts stack traces at 5000 characters and stamps the time', () => {
    const { batches, queue } = setup();
    vi.setSystemTime(1_700_000_000_000);
    queue.report('unhandledrejection', { message: 'x', stack: 's'.repeat(6000) });
    queue.flush();
    expect(batches[0]?.[0]?.data.stack).toHaveLength(5000);
    expect(batches[0]?.[0]?.timestamp).toBe(1_700_000_000_000);
    expect(batches[0]?.[0]?.event).toBe('unhandledrejection');
  });
});
