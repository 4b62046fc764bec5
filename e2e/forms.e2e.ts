import { join } from 'node:path';
import {
  COLLECTION_TYPES,
  createCollection,
  createDatabase,
  createWebsite,
  ensureLayout,
  findMailingListByName,
  findSoleWebsite,
  insertForm,
  listForms,
  listFormSubmissions,
  listSubscribers,
  replaceBlocks,
  type TesseraDatabase,
} from '@tessera/db';
import {
  formBlockInput,
  newsletterBlockInput,
  seedDemoForms,
  type DemoForms,
} from '../packages/server/src/forms/seed/demo-forms.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  newPage,
  screenshot,
  startSite,
  type PageProblems,
  type RunningSite,
} from './harness.js';

/**
 * Forms journeys (issue 6) in Debian's Chromium against the built server with the demo seed: the
 * demo contact form's browser-side rules and success, its newsletter, the same contact form without
 * JavaScript; on pages the test adds, a hidden field from the query, the self-hosted captcha and an
 * owner redirect.
 */
let site: RunningSite;
let database: TesseraDatabase;
let browser: Browser;
let websiteId: string;
let forms: DemoForms;
let captchaFormId: string;
let redirectFormId: string;

async function page(
  urlId: string,
  title: string,
  blocks: Parameters<typeof replaceBlocks>[3],
): Promise<void> {
  const collection = await createCollection(database.db, websiteId, {
    type: COLLECTION_TYPES.page,
    urlId,
    title,
  });
  const layout = await ensureLayout(database.db, websiteId, {
    ownerKind: 'collection',
    ownerId: collection.id,
  });
  await replaceBlocks(database.db, websiteId, layout, blocks);
}

/** Pages appear once the server's site cache (5 s) has seen them. */
async function visit(target: Page, path: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await target.goto(`${site.url}${path}`);
    if (response?.status() === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${path} never answered 200`);
}

beforeAll(async () => {
  site = await startSite();
  database = createDatabase({ sqliteFile: join(site.dataDir, 'tessera.sqlite') });
  const existing = await findSoleWebsite(database.db);
  websiteId = existing?.id ?? (await createWebsite(database.db, { slug: 'e2e', title: 'E2E shop' })).id;
  // Without the demo seed the first page would be the home page (at '/'); give the site one.
  if (!existing) await page('e2e-home', 'Home', [{ blockType: 2, config: { html: '<p>Welcome.</p>' } }]);
  forms = await seedDemoForms(database.db, websiteId);
  const fields = [
    { id: 'email', title: 'Email', type: 'email' as const, required: true },
    { id: 'note', title: 'Note', type: 'text' as const },
  ];
  captchaFormId = (
    await insertForm(database.db, websiteId, {
      name: 'Captcha',
      fields,
      submitLabel: 'Send',
      captchaEnabled: true,
      submissionMessage: 'Verified and sent.',
    })
  ).id;
  redirectFormId = (
    await insertForm(database.db, websiteId, {
      name: 'Redirect',
      fields,
      submitLabel: 'Send',
      successRedirect: '/e2e-thanks',
    })
  ).id;
  await page('e2e-contact', 'Contact us', [
    formBlockInput(forms.contactFormId),
    newsletterBlockInput(forms.newsletterFormId, 'Stay in touch', 'News and offers, monthly.'),
  ]);
  await page('e2e-captcha', 'Captcha', [formBlockInput(captchaFormId)]);
  await page('e2e-redirect', 'Redirect', [formBlockInput(redirectFormId)]);
  await page('e2e-thanks', 'Thanks', [{ blockType: 2, config: { html: '<p>Thanks for writing.</p>' } }]);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await database?.close();
  await site?.stop();
});

const contact = (target: Page) => target.locator('.ts-form-block').first();

/** Errors a journey caused; Chromium's own favicon request (no theme icon) is not one. */
function unexpected(problems: PageProblems, allowed: RegExp = /$^/): string[] {
  const console = problems.consoleErrors.filter(
    (e) => !e.startsWith('Failed to load resource') && !allowed.test(e),
  );
  return [...console, ...problems.failedRequests.filter((r) => !allowed.test(r))];
}

function forget(problems: PageProblems): void {
  problems.consoleErrors.length = 0;
  problems.failedRequests.length = 0;
}
const errors = (target: Page) => contact(target).locator('.ts-form-field__error').allTextContents();

describe('forms in the browser', () => {
  it('shows the spec’s messages on the demo contact page, then the success text', async () => {
    const { page: tab, problems } = await newPage(browser);
    await visit(tab, '/contact');
    forget(problems);
    await tab.waitForSelector('[data-island="form-block"][data-hydrated="true"]');
    const form = contact(tab);
    await form.getByRole('button', { name: 'Send' }).click();
    expect(await errors(tab)).toEqual(['Required', 'Required', 'Required', 'Required']);
    await expect
      .poll(() => form.locator('.ts-form__message').textContent())
      .toBe('One or more fields is invalid, please check your entries.');
    expect(await form.locator('.ts-form__banner').allTextContents()).toEqual([
      'Your form has encountered a problem. Please scroll down to review.',
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Last Name').fill('Lovelace');
    await form.getByLabel(/Email/).fill('ada@');
    await form.getByLabel(/What is it about/).selectOption('Workshops');
    const message = form.getByLabel(/Message/);
    await message.fill('x'.repeat(1010));
    const counter = form.locator('.ts-form-field__counter');
    expect(await counter.textContent()).toBe('1010 / 1000');
    expect(await counter.getAttribute('class')).toContain('ts-form-field__counter--over');
    await form.getByRole('button', { name: 'Send' }).click();
    expect(await errors(tab)).toEqual([
      'Email is not valid. Email addresses should follow the format name@example.com.',
      'You have exceeded the character limit.',
    ]);
    await screenshot(tab, 'forms-contact-errors');
    await form.getByLabel(/Email/).fill('ada@example.org');
    await message.fill('Hello from the browser');
    expect(await counter.textContent()).toBe('22 / 1000');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => tab.locator('.ts-form__success').first().textContent())
      .toContain('Thank you — we will reply within two working days.');
    const demoForm = (await listForms(database.db, websiteId, 'form')).find(
      (f) => f.name === 'Contact' && f.id !== forms.contactFormId,
    );
    const { submissions } = await listFormSubmissions(database.db, websiteId, demoForm?.id ?? '', {
      limit: 5,
    });
    expect(submissions[0]?.answers).toMatchObject({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.org',
      topic: 'Workshops',
      message: 'Hello from the browser',
    });
    expect(submissions[0]?.page_path).toBe('/contact');
    expect(unexpected(problems)).toEqual([]);
  });

  it('stores a hidden field filled from the page’s query string', async () => {
    const { page: tab } = await newPage(browser);
    await visit(tab, '/e2e-contact?utm_source=e2e-mail');
    await tab.waitForSelector('[data-island="form-block"][data-hydrated="true"]');
    const form = contact(tab);
    await form.getByLabel('First Name').fill('Grace');
    await form.getByLabel('Last Name').fill('Hopper');
    await form.getByLabel(/Email/).fill('grace@example.org');
    await form.getByLabel(/Message/).fill('Hidden field check');
    await form.getByRole('button', { name: 'Send' }).click();
    await tab.waitForSelector('.ts-form__success');
    const { submissions } = await listFormSubmissions(database.db, websiteId, forms.contactFormId, {
      limit: 5,
    });
    expect(submissions[0]?.answers).toMatchObject({ source: 'e2e-mail', email: 'grace@example.org' });
  });

  it('signs up to the demo newsletter, showing only the top banner when invalid', async () => {
    const { page: tab } = await newPage(browser);
    await visit(tab, '/');
    const block = tab.locator('.ts-newsletter-block');
    await tab.waitForSelector('[data-island="newsletter-block"][data-hydrated="true"]');
    await block.getByLabel(/Email/).fill('not-an-address');
    await block.getByRole('button', { name: 'Sign up' }).click();
    expect(await block.locator('.ts-form__banner').allTextContents()).toEqual([
      'Your form has encountered a problem. Please scroll down to review.',
    ]);
    await block.getByLabel(/Email/).fill('Grace@Example.org');
    await block.getByRole('button', { name: 'Sign up' }).click();
    await expect
      .poll(() => block.locator('.ts-form__success').textContent())
      .toContain('Thank you for signing up.');
    const list = await findMailingListByName(database.db, websiteId, 'Letters from the studio');
    const { subscribers } = await listSubscribers(database.db, websiteId, list?.id ?? '', { limit: 5 });
    expect(subscribers.map((s) => s.email)).toEqual(['grace@example.org']);
  });

  it('requires the self-hosted captcha, then accepts the solved one', async () => {
    const { page: tab, problems } = await newPage(browser);
    await tab.route('**/api/form/captcha/**', (route) => route.abort());
    await visit(tab, '/e2e-captcha');
    forget(problems);
    await tab.waitForSelector('[data-island="form-block"][data-hydrated="true"]');
    const form = contact(tab);
    // The badge is hidden (the hidden attribute) until a field has focus.
    const badge = form.locator('.ts-form-captcha');
    expect(await badge.getAttribute('hidden')).not.toBeNull();
    await form.getByLabel(/Email/).fill('ada@example.org');
    expect(await badge.getAttribute('hidden')).toBeNull();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => form.locator('.ts-form__message').textContent())
      .toBe('Complete CAPTCHA before submitting.');
    await tab.unroute('**/api/form/captcha/**');
    // Let the widget's script finish loading, or leaving the page would abort it.
    await tab.waitForLoadState('networkidle');
    await visit(tab, '/e2e-captcha');
    await tab.waitForSelector('[data-island="form-block"][data-hydrated="true"]');
    await form.getByLabel(/Email/).fill('grace@example.org');
    // The widget starts its proof of work as soon as a field has focus, and marks itself verified.
    await tab.waitForSelector('altcha-widget .altcha[data-state="verified"]', {
      state: 'attached',
      timeout: 30_000,
    });
    await form.getByRole('button', { name: 'Send' }).click();
    await tab.waitForSelector('.ts-form__success');
    expect(await tab.locator('.ts-form__success').textContent()).toContain('Verified and sent.');
    const { submissions } = await listFormSubmissions(database.db, websiteId, captchaFormId, { limit: 5 });
    expect(submissions.map((s) => s.answers['email'])).toEqual(['grace@example.org']);
    // Only the challenge request the test itself blocked may have failed.
    expect(unexpected(problems, /\/api\/form\/captcha\/|ERR_FAILED/)).toEqual([]);
  });

  it('sends the visitor to the owner’s success page', async () => {
    const { page: tab } = await newPage(browser);
    await visit(tab, '/e2e-redirect');
    await tab.waitForSelector('[data-island="form-block"][data-hydrated="true"]');
    await contact(tab).getByLabel(/Email/).fill('ada@example.org');
    await contact(tab).getByRole('button', { name: 'Send' }).click();
    await tab.waitForURL(`${site.url}/e2e-thanks`);
    expect(await tab.textContent('main')).toContain('Thanks for writing.');
  });

  it('works without JavaScript: errors come back beside the fields, then the success text', async () => {
    const { page: tab, context } = await newPage(browser, { javaScriptEnabled: false });
    await visit(tab, '/contact');
    const form = contact(tab);
    await form.getByLabel(/Email/).fill('nope');
    await form.getByRole('button', { name: 'Send' }).click();
    await tab.waitForURL(/formResult=/);
    expect(await errors(tab)).toEqual([
      'Required',
      'Email is not valid. Email addresses should follow the format name@example.com.',
      'Required',
      'Required',
    ]);
    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Last Name').fill('Lovelace');
    await form.getByLabel(/Email/).fill('ada@example.org');
    await form.getByLabel(/What is it about/).selectOption('Wholesale');
    await form.getByLabel(/Message/).fill('Sent without JavaScript');
    await form.getByRole('button', { name: 'Send' }).click();
    await tab.waitForURL(/formResult=/);
    expect(await tab.locator('.ts-form__success').first().textContent()).toContain(
      'Thank you — we will reply',
    );
    await context.close();
  });
});
