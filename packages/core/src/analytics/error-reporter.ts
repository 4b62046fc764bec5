/** JavaScript error reporter limits (storefront spec §9). */
export const ERROR_REPORTER_LIMITS = {
  /** at most 20 sends per page */
  maxSends: 20,
  /** at most 10 queued events */
  maxQueued: 10,
  /** stack traces cut at 5000 characters */
  maxStackLength: 5000,
  /** sends debounced 1 s */
  debounceMs: 1000,
} as const;

export interface JavascriptErrorEvent {
  event: string;
  data: { message: string; stack?: string; url?: string; line?: number; column?: number };
  timestamp: number;
}

export interface ErrorReporterTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

/** Cuts a stack trace at 5000 characters. */
export function truncateStack(stack: string | undefined): string | undefined {
  if (stack === undefined) return undefined;
  const max = ERROR_REPORTER_LIMITS.maxStackLength;
  return stack.length > max ? stack.slice(0, max) : stack;
}

/**
 * The reporter's queue: events wait at most 10 at a time (later ones are dropped until the next
 * send), a send happens 1 s after the last event (debounce), and a page sends at most 20 times.
 * `send` receives the batch; the caller turns it into `POST /api/events/RecordJavascriptErrors`.
 */
export function createErrorReportQueue(
  send: (events: readonly JavascriptErrorEvent[]) => void,
  timers: ErrorReporterTimers,
): {
  report(event: string, data: JavascriptErrorEvent['data']): boolean;
  flush(): void;
  readonly sends: number;
} {
  let queue: JavascriptErrorEvent[] = [];
  let sends = 0;
  let timer: unknown;
  const flush = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0 || sends >= ERROR_REPORTER_LIMITS.maxSends) return;
    const batch = queue;
    queue = [];
    sends += 1;
    send(batch);
  };
  return {
    report(event, data) {
      if (sends >= ERROR_REPORTER_LIMITS.maxSends) return false;
      if (queue.length >= ERROR_REPORTER_LIMITS.maxQueued) return false;
      queue.push({ event, data: { ...data, stack: truncateStack(data.stack) }, timestamp: timers.now() });
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = timers.setTimeout(flush, ERROR_REPORTER_LIMITS.debounceMs);
      return true;
    },
    flush,
    get sends() {
      return sends;
    },
  };
}
