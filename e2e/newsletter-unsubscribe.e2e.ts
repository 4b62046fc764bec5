import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { newPage, screenshot, useSiteAndBrowser } from './harness.js';

// Issue 19's unsubscribe journey: a visitor signs up through the demo's newsletter block, the
// welcome e-mail arrives (the local SMTP sink) with the signed link in its text and in its
// List-Unsubscribe header, the link opens the themed page (type 300), the visitor confirms and
// sees the confirmation. axe runs on both faces of the page; the browser logs no error.
const kit = useSiteAndBrowser();

describe('newsletter unsubscribe', () => {
  it('signs up on the home page, opens the e-mailed link, confirms, and is unsubscribed', async () => {
    const email = `reader-${Date.now()}@example.org`;
    const { page, problems } = await newPage(kit.browser);
    await page.goto(`${kit.site.url}/`);
    await page.waitForSelector('[data-island="newsletter-block"][data-hydrated="true"]');
    const block = page.locator('.ts-newsletter-block');
    await block.getByLabel(/Email/).fill(email);
    await block.getByRole('button', { name: 'Sign up' }).click();
    await expect
      .poll(() => block.locator('.ts-form__success').textContent())
      .toContain('Thank you for signing up.');

    const mail = await kit.mail.waitFor((m) => m.to.includes(email), 30_000);
    const link = /(http\S+\/newsletter\/unsubscribe\?token=[\w.%-]+)/.exec(mail.text)?.[1];
    if (!link) throw new Error(`no unsubscribe link in: ${mail.text}`);
    const headers = (mail.raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <${link}>`);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    const opened = await page.goto(link);
    expect(opened?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Unsubscribe', level: 1 }).waitFor();
    await page.getByText(email).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed', level: 1 }).waitFor();
    await page.getByText(/will get no more e-mails of Letters from the studio/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'newsletter-unsubscribed');

    // Back to the link later: it says so again, without asking.
    await page.goto(link);
    await page.getByRole('heading', { name: 'You are unsubscribed', level: 1 }).waitFor();
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  }, 120_000);
});
