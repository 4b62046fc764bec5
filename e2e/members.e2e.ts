import { BLOCK_TYPES, COLLECTION_TYPES } from '@tessera/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { fillDetails, payAndPlace } from './checkout-support.js';
import { newPage, useSiteAndBrowser } from './harness.js';
import { signInOwner } from './owner-api.js';

/**
 * Issue 14 (member areas): a visitor opens a lesson of the demo's paid course, meets the paywall,
 * joins (creates an account, confirms it from the e-mail, signs in, pays with the test card), and
 * the lessons open; the owner then revokes the access and the next page view refuses.
 */
const kit = useSiteAndBrowser();
const PASSWORD = 'violet kiln tuesday harbour';

/** Signs up from the join page's 'Create an account' link; the e-mailed link leads back to sign-in. */
async function signUpAndVerify(page: Page, email: string): Promise<void> {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.waitForURL(/\/account\/signup\?next=%2Fmembers%2Fjoin%2F[0-9a-f]{24}$/);
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The themed page also has the shell's (empty) live region: find the notice by its words.
  await page.getByRole('status').filter({ hasText: 'Check your email' }).waitFor();
  const message = await kit.mail.waitFor((m) => m.to.includes(email), 20_000);
  const link = /https?:\/\/\S+\/account\/verify\?token=[\w-]+&next=\S+/.exec(message.text)?.[0];
  await page.goto(link ?? '');
  // Verified, the visitor signs in and comes back to the join page sign-up began on.
  await page.waitForURL(/\/account\/login\?verified=1&next=%2Fmembers%2Fjoin%2F[0-9a-f]{24}$/);
}

describe('a member area, in Chromium', () => {
  it('paywall → join (account, test card) → the lesson shows; revoked → refused again', async () => {
    const { page } = await newPage(kit.browser);
    const email = `grace.member.${Date.now()}@example.com`;

    // The course lists every lesson; a paid one shows the paywall with a Join button.
    await page.goto(`${kit.site.url}/dye-school`);
    expect(await page.locator('main').textContent()).toContain('Members only');
    const paywall = await page.goto(`${kit.site.url}/dye-school/scouring`);
    expect(paywall?.status()).toBe(403);
    expect(await page.locator('main').textContent()).not.toContain('Simmer cotton with soda ash');
    expect(await seriousViolations(page)).toEqual([]);
    const members = await page.goto(`${kit.site.url}/dye-school/welcome`);
    expect(members?.status()).toBe(200);

    await page.goto(`${kit.site.url}/dye-school/scouring`);
    await page.getByRole('link', { name: 'Join' }).click();
    await page.waitForURL(/\/members\/join\/[0-9a-f]{24}$/);
    expect(await page.locator('main').textContent()).toContain('$45.00');
    await signUpAndVerify(page, email);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/members\/join\/[0-9a-f]{24}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Buy access for/ }).click();
    await page.waitForURL(/\/checkout$/);
    await fillDetails(page, email, false);
    await payAndPlace(page, /\/checkout\/order-confirmed\/[\w-]{43}$/);
    // The order-confirmed page names the membership the order opened, with its welcome page.
    expect(await page.locator('main').textContent()).toContain('You are now a member of Dye School.');
    const welcomeLink = page.getByRole('link', { name: 'Go to Dye School' });
    expect(await welcomeLink.getAttribute('href')).toMatch(/^\/members\/welcome\/[0-9a-f]{24}$/);
    const confirmation = await kit.mail.waitFor(
      (m) => m.to.includes(email) && m.text.includes('You are now a member of Dye School:'),
      20_000,
    );
    expect(confirmation.text).toMatch(
      /You are now a member of Dye School: https?:\/\/\S+\/members\/welcome\/[0-9a-f]{24}/,
    );
    const welcome = await kit.mail.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Welcome to Dye School',
      20_000,
    );
    expect(welcome.text).toContain('/members/welcome/');

    const lesson = await page.goto(`${kit.site.url}/dye-school/scouring`);
    expect(lesson?.status()).toBe(200);
    expect(await page.locator('main').textContent()).toContain('Simmer cotton with soda ash');
    await page.getByRole('button', { name: 'Mark lesson as completed' }).click();
    await page.waitForURL(/\/dye-school\/scouring$/);
    await page.goto(`${kit.site.url}/dye-school`);
    expect(await page.locator('main').textContent()).toContain('1 of 3 lessons completed');
    expect(await seriousViolations(page)).toEqual([]);

    // The owner revokes the access by hand: the next page view refuses.
    const owner = await signInOwner(kit.site);
    try {
      const list = await owner.send<{ members: { id: string; email: string }[] }>(
        'GET',
        `/api/admin/members?search=${encodeURIComponent(email)}`,
      );
      const member = list.members[0];
      const areas = await owner.send<{ memberAreas: { id: string; name: string }[] }>(
        'GET',
        '/api/admin/member-areas',
      );
      const area = areas.memberAreas.find((a) => a.name === 'Dye School');
      await owner.send('DELETE', `/api/admin/members/${member?.id}/memberships/${area?.id}`);
    } finally {
      await owner.close();
    }
    const refused = await page.goto(`${kit.site.url}/dye-school/scouring`);
    expect(refused?.status()).toBe(403);
    expect(await page.locator('main').textContent()).not.toContain('Simmer cotton with soda ash');
  });

  it('a page with a member area block shows the area and its price; Join opens the join flow', async () => {
    const owner = await signInOwner(kit.site);
    try {
      const areas = await owner.send<{ memberAreas: { id: string; name: string }[] }>(
        'GET',
        '/api/admin/member-areas',
      );
      const area = areas.memberAreas.find((a) => a.name === 'Dye School');
      // As the studio's page editor does it: a page, its draft with the block, then publish.
      const created = await owner.send<{ id: string }>('POST', '/api/admin/collections', {
        type: COLLECTION_TYPES.PAGE,
        urlId: 'learn-to-dye',
        title: 'Learn to dye',
      });
      const block = {
        blockType: BLOCK_TYPES.MEMBER_AREA,
        config: { memberAreaId: area?.id, description: 'Eight lessons.' },
      };
      await owner.send('PUT', `/api/admin/pages/${created.id}/draft`, { version: 0, blocks: [block] });
      await owner.send('POST', `/api/admin/pages/${created.id}/publish`, { version: 1 });
    } finally {
      await owner.close();
    }
    const { page } = await newPage(kit.browser);
    const response = await page.goto(`${kit.site.url}/learn-to-dye`);
    expect(response?.status()).toBe(200);
    const section = page.getByRole('region', { name: 'Dye School' });
    expect(await section.textContent()).toContain('Eight lessons.');
    expect(await section.textContent()).toContain('$45.00');
    expect(await seriousViolations(page)).toEqual([]);
    await section.getByRole('link', { name: 'Join' }).click();
    await page.waitForURL(/\/members\/join\/[0-9a-f]{24}$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Join Dye School');
    await page.getByRole('link', { name: 'Create an account' }).waitFor();
  });
});
