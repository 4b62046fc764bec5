import { BLOCK_TYPES, COLLECTION_TYPES } from '@tessera/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONTACT_FIELDS } from '@tessera/server/forms';
import { newPage, screenshot, useSiteAndBrowser, type PageProblems } from './harness.js';
import { signInOwner, type OwnerApi } from './owner-api.js';

/**
 * Forms journeys (issue 6) in Debian's Chromium against the built server with the demo seed: the
 * demo contact form's browser-side rules and success, its newsletter, the same contact form without
 * JavaScript; on pages the owner adds through the owner API, a hidden field from the query, the
 * self-hosted captcha and an owner redirect. Answers are read back through the owner API too.
 */
const kit = useSiteAndBrowser();
let owner: OwnerApi;
let contactFormId: string;
let captchaFormId: string;
let redirectFormId: string;

interface Submission {
  answers: Record<string, unknown>;
  page: { path: string };
}

async function createForm(body: object): Promise<string> {
  return (await owner.send<{ id: string }>('POST', '/api/admin/forms', body)).id;
}

/** A page with these blocks, made as the studio makes one: collection, layout, blocks. */
async function addPage(urlId: string, title: string, blocks: object[]): Promise<void> {
  const page = await owner.send<{ id: string }>('POST', '/api/admin/collections', {
    type: COLLECTION_TYPES.PAGE,
    urlId,
    title,
  });
  const layout = await owner.send<{ id: string }>('POST', '/api/admin/layouts', {
    ownerKind: 'collection',
    ownerId: page.id,
  });
  await owner.send('PUT', `/api/admin/layouts/${layout.id}/blocks`, { blocks });
}

const formBlock = (formId: string) => ({ blockType: BLOCK_TYPES.FORM, config: { formId } });

async function submissionsOf(formId: string): Promise<Submission[]> {
  const page = await owner.send<{ submissions: Submission[] }>(
    'GET',
    `/api/admin/forms/${formId}/submissions?limit=5`,
  );
  return page.submissions;
}

async function visit(target: Page, path: string): Promise<void> {
  const response = await target.goto(`${kit.site.url}${path}`);
  expect(response?.status(), path).toBe(200);
}

beforeAll(async () => {
  owner = await signInOwner(kit.site);
  const fields = [
    { id: 'email', title: 'Email', type: 'email' as const, required: true },
    { id: 'note', title: 'Note', type: 'text' as const },
  ];
  contactFormId = await createForm({
    name: 'Campaign contact',
    fields: DEMO_CONTACT_FIELDS,
    submitLabel: 'Send',
    parsedSubmissionMessage: 'Thank you! We will get back to you within two working days.',
  });
  captchaFormId = await createForm({
    name: 'Captcha',
    fields,
    submitLabel: 'Send',
    captchaEnabled: true,
    parsedSubmissionMessage: 'Verified and sent.',
  });
  redirectFormId = await createForm({
    name: 'Redirect',
    fields,
    submitLabel: 'Send',
    successRedirect: '/e2e-thanks',
  });
  await addPage('e2e-contact', 'Contact us', [formBlock(contactFormId)]);
  await addPage('e2e-captcha', 'Captcha', [formBlock(captchaFormId)]);
  await addPage('e2e-redirect', 'Redirect', [formBlock(redirectFormId)]);
  await addPage('e2e-thanks', 'Thanks', [
    { blockType: BLOCK_TYPES.HTML, config: { html: '<p>Thanks for writing.</p>' } },
  ]);
});

afterAll(async () => owner?.close());

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
    const { page: tab, problems } = await newPage(kit.browser);
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
    const { forms } = await owner.send<{ forms: { id: string; name: string }[] }>('GET', '/api/admin/forms');
    const demoForm = forms.find((f) => f.name === 'Contact');
    const submissions = await submissionsOf(demoForm?.id ?? '');
    expect(submissions[0]?.answers).toMatchObject({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.org',
      topic: 'Workshops',
      message: 'Hello from the browser',
    });
    expect(submissions[0]?.page.path).toBe('/contact');
    expect(unexpected(problems)).toEqual([]);
  });

  it('stores a hidden field filled from the page’s query string', async () => {
    const { page: tab } = await newPage(kit.browser);
    await visit(tab, '/e2e-contact?utm_source=e2e-mail');
    await tab.waitForSelector('[data-island="form-block"][data-hydrated="true"]');
    const form = contact(tab);
    await form.getByLabel('First Name').fill('Grace');
    await form.getByLabel('Last Name').fill('Hopper');
    await form.getByLabel(/Email/).fill('grace@example.org');
    await form.getByLabel(/Message/).fill('Hidden field check');
    await form.getByRole('button', { name: 'Send' }).click();
    await tab.waitForSelector('.ts-form__success');
    const submissions = await submissionsOf(contactFormId);
    expect(submissions[0]?.answers).toMatchObject({ source: 'e2e-mail', email: 'grace@example.org' });
  });

  it('signs up to the demo newsletter, showing only the top banner when invalid', async () => {
    const { page: tab } = await newPage(kit.browser);
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
    const { lists } = await owner.send<{ lists: { id: string; name: string }[] }>(
      'GET',
      '/api/admin/mailing-lists',
    );
    const list = lists.find((l) => l.name === 'Letters from the studio');
    const { subscribers } = await owner.send<{ subscribers: { email: string }[] }>(
      'GET',
      `/api/admin/mailing-lists/${list?.id ?? ''}/subscribers?limit=5`,
    );
    expect(subscribers.map((s) => s.email)).toEqual(['grace@example.org']);
  });

  it('requires the self-hosted captcha, then accepts the solved one', async () => {
    const { page: tab, problems } = await newPage(kit.browser);
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
    const submissions = await submissionsOf(captchaFormId);
    expect(submissions.map((s) => s.answers['email'])).toEqual(['grace@example.org']);
    // Only the challenge request the test itself blocked may have failed.
    expect(unexpected(problems, /\/api\/form\/captcha\/|ERR_FAILED/)).toEqual([]);
  });

  it('sends the visitor to the owner’s success page', async () => {
    const { page: tab } = await newPage(kit.browser);
    await visit(tab, '/e2e-redirect');
    await tab.waitForSelector('[data-island="form-block"][data-hydrated="true"]');
    await contact(tab).getByLabel(/Email/).fill('ada@example.org');
    await contact(tab).getByRole('button', { name: 'Send' }).click();
    await tab.waitForURL(`${kit.site.url}/e2e-thanks`);
    expect(await tab.textContent('main')).toContain('Thanks for writing.');
  });

  it('works without JavaScript: errors come back beside the fields, then the success text', async () => {
    const { page: tab, context } = await newPage(kit.browser, { javaScriptEnabled: false });
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
