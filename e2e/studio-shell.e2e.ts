import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';
import { signInToStudio, STUDIO_VIEWPORTS } from './studio-support.js';

// Issue 11: the studio at /config is the React app: sign in, the shell and its navigation, the
// session kept across reloads, sign out; axe on each screen at 1280 and 390 px.
const kit = useSiteAndBrowser();

describe('the studio shell', () => {
  it('serves an HTML shell without inline scripts and its files for a year', async () => {
    const shell = await fetch(`${kit.site.url}/config/pages`);
    expect(shell.status).toBe(200);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    expect(shell.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await shell.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const entry = /src="(\/config\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    if (!entry) throw new Error('the shell names no entry script');
    const file = await fetch(`${kit.site.url}${entry}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  describe.each(STUDIO_VIEWPORTS)('at $name size', ({ name, viewport }) => {
    it('signs in, keeps the session across a reload, shows the navigation, signs out', async () => {
      const { context, page, problems } = await newPage(kit.browser, { viewport });
      await page.goto(`${kit.site.url}/config`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `studio-sign-in-${name}`);

      // Home is the studio's first screen.
      await signInToStudio(page, kit.site);
      await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/config\/?$/);
      if (name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
      for (const link of ['Pages', 'Design', 'Settings']) {
        await page.getByRole('link', { name: link, exact: true }).waitFor();
      }
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `studio-shell-${name}`);

      await page.reload();
      await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
      await page.getByRole('button', { name: /^Signed in as / }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();

      // Not even the signed-out session check: GET /api/auth/session answers 200 with no session.
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
      await context.close();
    });
  });
});
