import type { FormField } from '@tessera/core';
import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { eachDialect } from '../testing.js';
import type { Executor } from './executor.js';
import {
  countFormSubmissionsSince,
  deleteForm,
  deleteFormSubmission,
  findForm,
  findFormsByIds,
  findFormSubmission,
  insertForm,
  insertFormSubmission,
  listFormSubmissions,
  listForms,
  updateForm,
} from './forms.js';
import { createWebsite } from './websites.js';

const FIELDS: FormField[] = [
  { id: 'name', title: 'Name', type: 'name', required: true },
  { id: 'email', title: 'Email', type: 'email', required: true },
];

async function site(db: Executor): Promise<string> {
  return (await createWebsite(db, { slug: `f${newId()}`, title: 'Forms' })).id;
}

function page(formId: string, answers: Record<string, unknown> = {}) {
  return {
    formId,
    answers,
    pageTitle: 'Contact',
    pageId: null,
    contentSource: 'c' as const,
    pagePath: '/contact',
    pagePermissionTypeValue: null,
  };
}

eachDialect('form queries', (getDb) => {
  it('creates, reads, updates and lists forms with decoded fields and flags', async () => {
    const { db } = getDb();
    const websiteId = await site(db);
    const form = await insertForm(db, websiteId, {
      name: 'Contact',
      fields: FIELDS,
      submitLabel: 'Send',
      captchaEnabled: true,
      notifyEmails: ['owner@example.com'],
    });
    expect(form).toMatchObject({
      kind: 'form',
      fields: FIELDS,
      captcha_enabled: true,
      captcha_theme: 'light',
      captcha_alignment: 'left',
      notify_emails: ['owner@example.com'],
      submission_message: '',
      success_redirect: null,
    });
    const updated = await updateForm(db, websiteId, form.id, { name: 'Say hello', captchaEnabled: false });
    expect(updated).toMatchObject({ name: 'Say hello', captcha_enabled: false, fields: FIELDS });
    await insertForm(db, websiteId, { name: 'News', kind: 'newsletter', fields: [], submitLabel: 'Sign Up' });
    expect((await listForms(db, websiteId)).map((f) => f.name)).toEqual(['News', 'Say hello']);
    expect((await listForms(db, websiteId, 'newsletter')).map((f) => f.name)).toEqual(['News']);
    expect((await findForm(db, websiteId, form.id))?.name).toBe('Say hello');
    const byIds = await findFormsByIds(db, websiteId, [form.id, form.id, 'missing']);
    expect([...byIds.keys()]).toEqual([form.id]);
    expect(await findFormsByIds(db, websiteId, [])).toEqual(new Map());
  });

  it('never reads or changes another website’s form', async () => {
    const { db } = getDb();
    const a = await site(db);
    const b = await site(db);
    const form = await insertForm(db, b, { name: 'B', fields: [], submitLabel: 'Send' });
    expect(await findForm(db, a, form.id)).toBeUndefined();
    expect(await updateForm(db, a, form.id, { name: 'hijacked' })).toBeUndefined();
    expect(await deleteForm(db, a, form.id)).toBe(false);
    expect(await listForms(db, a)).toEqual([]);
    expect((await findFormsByIds(db, a, [form.id])).size).toBe(0);
    await expect(insertFormSubmission(db, a, page(form.id))).rejects.toThrow();
    expect((await findForm(db, b, form.id))?.name).toBe('B');
  });

  it('refuses names outside 1–200 characters and unknown enum values', async () => {
    const { db } = getDb();
    const websiteId = await site(db);
    await expect(insertForm(db, websiteId, { name: '', fields: [], submitLabel: 'x' })).rejects.toThrow();
    await expect(
      insertForm(db, websiteId, { name: 'x', fields: [], submitLabel: 'x', kind: 'poll' as never }),
    ).rejects.toThrow();
  });

  it('pages submissions newest first with a cursor, and deletes them with the form', async () => {
    const { db } = getDb();
    const websiteId = await site(db);
    const form = await insertForm(db, websiteId, { name: 'Contact', fields: FIELDS, submitLabel: 'Send' });
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push((await insertFormSubmission(db, websiteId, page(form.id, { n: i }))).id);
    const first = await listFormSubmissions(db, websiteId, form.id, { limit: 2 });
    expect(first.submissions).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await listFormSubmissions(db, websiteId, form.id, {
      limit: 2,
      cursor: first.nextCursor ?? '',
    });
    const third = await listFormSubmissions(db, websiteId, form.id, {
      limit: 2,
      cursor: second.nextCursor ?? '',
    });
    expect(third.nextCursor).toBeNull();
    const seen = [...first.submissions, ...second.submissions, ...third.submissions].map((s) => s.id);
    expect(new Set(seen)).toEqual(new Set(ids));
    expect(seen).toHaveLength(5);
    const one = await findFormSubmission(db, websiteId, form.id, ids[0] ?? '');
    expect(one).toMatchObject({ answers: { n: 0 }, page_path: '/contact', content_source: 'c' });
    expect(await countFormSubmissionsSince(db, websiteId, Date.now() - 60_000)).toBe(5);
    expect(await deleteFormSubmission(db, websiteId, form.id, ids[0] ?? '')).toBe(true);
    expect(await deleteFormSubmission(db, websiteId, form.id, ids[0] ?? '')).toBe(false);
    expect(await deleteForm(db, websiteId, form.id)).toBe(true);
    expect((await listFormSubmissions(db, websiteId, form.id, { limit: 10 })).submissions).toEqual([]);
  });

  it('ignores a malformed cursor', async () => {
    const { db } = getDb();
    const websiteId = await site(db);
    const form = await insertForm(db, websiteId, { name: 'C', fields: [], submitLabel: 'Send' });
    await insertFormSubmission(db, websiteId, page(form.id));
    const result = await listFormSubmissions(db, websiteId, form.id, { limit: 5, cursor: "1' or 1=1 --" });
    expect(result.submissions).toHaveLength(1);
  });
});
