import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { signInToStudio } from './studio-support.js';

// Issue 11's editor-role journey: the owner invites an editor from the Contributors screen, the
// invitation link arrives by e-mail (the local SMTP sink), the editor accepts it, is signed in,
// signs in again with the chosen password, sees Pages but neither Settings nor Design, and is
// refused the settings screen and API. axe runs on each screen; neither browser logs an error
// (not even the signed-out session check: it answers 200 now).
const kit = useSiteAndBrowser();
const DESKTOP = { width: 1280, height: 900 };

/** axe once the kit's fades and colour transitions have finished (mid-fade colours fail contrast). */
async function violationsWhenSettled(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  return seriousViolations(page);
}

describe('contributors and the editor role', () => {
  it('invites an editor who accepts by the e-mailed link and can edit pages but not settings', async () => {
    const email = `editor-${Date.now()}@example.com`;
    const password = 'editor journey secret';

    // The owner invites.
    const owner = await newPage(kit.browser, { viewport: DESKTOP });
    await signInToStudio(owner.page, kit.site);
    await owner.page.getByRole('link', { name: 'Contributors', exact: true }).click();
    // Off the link: axe would judge the hovered link's colours.
    await owner.page.mouse.move(DESKTOP.width - 10, DESKTOP.height - 10);
    await owner.page.getByRole('heading', { name: 'Contributors', level: 1 }).waitFor();
    await owner.page.getByRole('row', { name: /\(you\)/ }).waitFor();
    expect(await violationsWhenSettled(owner.page)).toEqual([]);
    await owner.page.getByRole('button', { name: 'Invite contributor' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Invite contributor' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Role').selectOption({ label: 'Editor' });
    expect(await violationsWhenSettled(owner.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    const invited = owner.page.getByRole('row', { name: new RegExp(email) });
    await invited.getByText('Pending').waitFor();
    await screenshot(owner.page, 'studio-contributors-invited');

    // The e-mail, through the jobs worker and SMTP.
    const mail = await kit.mail.waitFor((m) => m.to.includes(email), 30_000);
    expect(mail.subject).toMatch(/^You are invited to contribute to /);
    expect(mail.text).toContain('as Editor.');
    const link = /(http\S+\/config\/invitation\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!link) throw new Error(`no invitation link in: ${mail.text}`);

    // The editor accepts in a browser of their own.
    const editor = await newPage(kit.browser, { viewport: DESKTOP });
    await editor.page.goto(link);
    await editor.page.getByRole('heading', { name: /^Join / }).waitFor();
    await editor.page.getByText(`You are invited as Editor with ${email}.`).waitFor();
    expect(await violationsWhenSettled(editor.page)).toEqual([]);
    await editor.page.getByLabel('Your name').fill('Eddie Editor');
    await editor.page.getByLabel('Password', { exact: true }).fill(password);
    await editor.page.getByRole('button', { name: 'Accept invitation' }).click();
    await editor.page.getByRole('button', { name: 'Signed in as Eddie Editor' }).waitFor();

    // Signs out and in again with the chosen password.
    await editor.page.getByRole('button', { name: 'Signed in as Eddie Editor' }).click();
    await editor.page.getByRole('menuitem', { name: 'Sign out' }).click();
    await editor.page.getByRole('button', { name: 'Sign in' }).waitFor();
    await signInToStudio(editor.page, kit.site, { email, password });

    // Pages, but neither Settings nor Design (nor Contributors).
    const nav = editor.page.getByRole('navigation', { name: 'Studio' });
    await nav.getByRole('link', { name: 'Pages', exact: true }).waitFor();
    for (const hidden of ['Settings', 'Design', 'Contributors'])
      expect(await nav.getByRole('link', { name: hidden, exact: true }).count(), hidden).toBe(0);
    await nav.getByRole('link', { name: 'Pages', exact: true }).click();
    await editor.page.mouse.move(DESKTOP.width - 10, DESKTOP.height - 10);
    await editor.page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor();
    await editor.page.getByRole('button', { name: 'Add page' }).waitFor();
    expect(await violationsWhenSettled(editor.page)).toEqual([]);

    // Typing the settings address shows no access; the settings API refuses too.
    await editor.page.goto(`${kit.site.url}/config/settings`);
    await editor.page.getByText('Not available for your role').waitFor();
    await editor.page.getByText('You do not have permission to do that.').waitFor();
    expect(await violationsWhenSettled(editor.page)).toEqual([]);
    await screenshot(editor.page, 'studio-editor-no-settings');
    const settings = await editor.context.request.get(`${kit.site.url}/api/admin/website/settings`);
    expect(settings.status()).toBe(403);
    const contributors = await editor.context.request.get(`${kit.site.url}/api/admin/contributors`);
    expect(contributors.status()).toBe(403);

    // The link worked once.
    const again = await editor.context.request.get(
      `${kit.site.url}/api/auth/invitations/${new URL(link).searchParams.get('token')}`,
    );
    expect(again.status()).toBe(410);

    // The owner sees the editor as active.
    await owner.page.reload();
    const joined = owner.page.getByRole('row', { name: /Eddie Editor/ });
    await joined.getByText('Active').waitFor();
    expect(await joined.getByRole('combobox', { name: 'Role of Eddie Editor' }).inputValue()).toBe('4');

    for (const { problems } of [owner, editor]) {
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    }
    await owner.context.close();
    await editor.context.close();
  });

  it('tells the owner the last administrator cannot be removed', async () => {
    const { context, page, problems } = await newPage(kit.browser, { viewport: DESKTOP });
    await signInToStudio(page, kit.site, undefined, '/config/contributors');
    const self = page.getByRole('row', { name: /\(you\)/ });
    await self.getByRole('button', { name: /^Remove / }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove yourself?' });
    // The confirmation's code loads on first use: axe checks the page once the dialog is there.
    await confirm.waitFor();
    expect(await violationsWhenSettled(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page
      .getByText('A site needs at least one administrator. Make another contributor an administrator first.')
      .first()
      .waitFor();
    await page.getByRole('row', { name: /\(you\)/ }).waitFor();
    expect(problems.consoleErrors.filter((p) => !p.includes('409'))).toEqual([]);
    expect(problems.failedRequests.filter((p) => !/^409 .*\/api\/admin\/contributors\//.test(p))).toEqual([]);
    await context.close();
  });
});
