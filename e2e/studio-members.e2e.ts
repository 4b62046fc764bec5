import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { newPage, useSiteAndBrowser } from './harness.js';
import { signInOwner, type OwnerApi } from './owner-api.js';
import { signInToStudio, STUDIO_VIEWPORTS } from './studio-support.js';

/**
 * Issue 14, the owner's side in the studio: on Member areas the owner creates a free area; on
 * Members they grant a new customer access by hand, revoke it, and undo the revoke — each step
 * checked against the server through the owner API; then the area's delete is undone too. Both
 * screens are axe-clean at 1280 and 390 px.
 */
const kit = useSiteAndBrowser();
const AREA = 'Studio Circle';

let owner: OwnerApi;
beforeAll(async () => {
  owner = await signInOwner(kit.site);
});
afterAll(async () => owner?.close());

interface Membership {
  areaName: string;
  state: string;
}

/** A shopper makes an account on the storefront, as a person would; answers its e-mail. */
async function newCustomer(): Promise<string> {
  const email = `ada.studio.${Date.now()}@example.com`;
  const { page, context } = await newPage(kit.browser);
  await page.goto(`${kit.site.url}/account/signup`);
  await page.getByLabel('Name').fill('Ada Studio');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('violet kiln tuesday harbour');
  await page.getByRole('button', { name: 'Create account' }).click();
  // The themed page also has the shell's (empty) live region: find the notice by its words.
  await page.getByRole('status').filter({ hasText: 'Check your email' }).waitFor();
  await context.close();
  return email;
}

/** The customer's membership of the area as the server has it now ('none' when there is none). */
async function stateOnServer(email: string): Promise<string> {
  const list = await owner.send<{ members: { id: string; email: string }[] }>(
    'GET',
    `/api/admin/members?search=${encodeURIComponent(email)}`,
  );
  const member = list.members.find((m) => m.email === email);
  const detail = await owner.send<{ memberships: Membership[] }>('GET', `/api/admin/members/${member?.id}`);
  return detail.memberships.find((m) => m.areaName === AREA)?.state ?? 'none';
}

async function areaNames(): Promise<string[]> {
  const list = await owner.send<{ memberAreas: { name: string }[] }>('GET', '/api/admin/member-areas');
  return list.memberAreas.map((a) => a.name);
}

async function expectAxeClean(page: Page): Promise<void> {
  for (const { viewport } of STUDIO_VIEWPORTS) {
    await page.setViewportSize(viewport);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.setViewportSize(STUDIO_VIEWPORTS[0].viewport);
}

describe('the studio’s Members and Member areas screens, in Chromium', () => {
  it('creates an area, grants a member by hand, revokes, undoes; delete is undone too', async () => {
    const email = await newCustomer();
    const { page, problems } = await newPage(kit.browser);
    await page.setViewportSize(STUDIO_VIEWPORTS[0].viewport);
    await signInToStudio(page, kit.site, undefined, '/config/member-areas');
    await page.getByRole('table', { name: 'Member areas' }).waitFor();
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'New member area' }).click();
    const form = page.getByRole('dialog', { name: 'New member area' });
    await form.getByRole('textbox', { name: 'Name' }).fill(AREA);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row', { name: new RegExp(AREA) }).waitFor();
    expect(await areaNames()).toContain(AREA);

    // Members: find the demo customer, grant the new area by hand.
    await page.goto(`${kit.site.url}/config/members`);
    await page.getByRole('textbox', { name: 'Search' }).fill(email);
    const row = page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
    await row.getByRole('button').first().click();
    const drawer = page.getByRole('dialog');
    await page
      .locator('input')
      .and(page.getByLabel('Grant access to', { exact: true }))
      .click();
    await page.getByRole('option', { name: AREA }).click();
    await drawer.getByRole('button', { name: 'Grant', exact: true }).click();
    await drawer.getByRole('button', { name: `Revoke ${AREA}` }).waitFor();
    await expect.poll(() => stateOnServer(email)).toBe('active');
    await expectAxeClean(page);

    await drawer.getByRole('button', { name: `Revoke ${AREA}` }).click();
    await expect.poll(() => stateOnServer(email)).toBe('revoked');
    await drawer.getByRole('button', { name: `Revoke ${AREA}` }).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => stateOnServer(email)).toBe('active');
    await expect
      .poll(() => page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).textContent())
      .toContain(AREA);
    await expectAxeClean(page);

    // Deleting the area is undone: it comes back with the same settings.
    await page.goto(`${kit.site.url}/config/member-areas`);
    await page.getByRole('button', { name: `Delete ${AREA}` }).click();
    await page
      .getByRole('dialog', { name: `Delete ${AREA}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.poll(areaNames).not.toContain(AREA);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(areaNames).toContain(AREA);
    await page.getByRole('row', { name: new RegExp(AREA) }).waitFor();
    expect(problems.failedRequests).toEqual([]);
  });
});
