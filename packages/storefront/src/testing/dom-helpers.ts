import { act } from '@testing-library/react';
import axe from 'axe-core';
import { setImmediate as nextTurn } from 'node:timers';
import { expect, vi } from 'vitest';

/** Timers the tests control; Node's own event loop stays real so HTTP answers still arrive. */
export function useTestTimers(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  // Testing Library flushes its act() queue with a setTimeout(0) and advances fake clocks only
  // through a `jest` global; give it Vitest's clock under that name.
  Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });
}

/** Let real I/O (the test server) run until `check` passes, without moving the fake clock. */
export async function until(check: () => unknown, limitMs = 3000): Promise<void> {
  const started = performance.now();
  for (;;) {
    let failure: unknown;
    try {
      if (check() !== false) return;
    } catch (error) {
      failure = error;
    }
    if (performance.now() - started > limitMs) throw failure ?? new Error('until: condition never held');
    await act(() => new Promise<void>((resolve) => nextTurn(resolve)));
  }
}

/** Move the fake clock inside act, so React applies the updates the timers cause. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

/** Run axe on the rendered DOM and fail on every serious or critical violation. */
export async function expectAccessible(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, {
    // The test DOM cannot message into frames; a frame's own document is another page's concern.
    iframes: false,
    // Layout-dependent checks need a real rendering engine; landmark rules judge whole pages.
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}
