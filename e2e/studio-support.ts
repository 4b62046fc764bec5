import type { Page } from 'playwright-core';
import type { RunningSite } from './harness.js';
import { demoOwner, type Credentials } from './owner-api.js';

export { demoOwner, type Credentials };

/** Opens the studio at `path` (under /config) and signs in through its form, as a person would. */
export async function signInToStudio(
  page: Page,
  site: RunningSite,
  credentials: Credentials = demoOwner(site),
  path = '/config',
): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /^Signed in as / }).waitFor();
}

/** Studio viewports the issue names: a laptop and a phone. */
export const STUDIO_VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/**
 * A 401 from `/api/auth/me`. The studio's session check (`/api/auth/session`) answers 200 when
 * signed out, so a journey expects none; kept for journeys that call /api/auth/me themselves.
 */
export function isSignedOutCheck(problem: string): boolean {
  return /401 .*\/api\/auth\/me$/.test(problem) || problem.includes('status of 401');
}
