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

/** The session check of a signed-out browser answers 401 (Chromium logs it); nothing else may fail. */
export function isSignedOutCheck(problem: string): boolean {
  return /401 .*\/api\/auth\/me$/.test(problem) || problem.includes('status of 401');
}
