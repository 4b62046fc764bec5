import axe from 'axe-core';
import { expect } from 'vitest';

/** Runs axe on the rendered DOM and fails on every serious or critical violation. */
export async function expectAccessible(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, {
    iframes: false,
    // Layout-dependent checks need a real rendering engine (the browser journeys run them).
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}
