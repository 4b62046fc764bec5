import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Serious and critical axe violations on the page as it is now (storefront and studio journeys),
 * or only inside `within` (a CSS selector, e.g. an open dialog: the screen behind it is dimmed
 * by the dialog's overlay, so its colours are checked before the dialog opens).
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // Colours caught mid-fade (a dialog opening, a hover transition) fail contrast: check once the
  // page's finite animations and transitions have finished (a spinner's never does).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // Evaluated through the DevTools protocol, so the page's CSP (scripts from 'self' only) allows it.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as { axe: { run: (c: object, o: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const context = selector ? { include: [[selector]] } : document;
    return (await axe.run(context, { resultTypes: ['violations'] })).violations;
  }, within);
  return (violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
