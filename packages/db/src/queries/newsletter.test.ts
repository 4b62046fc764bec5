import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { eachDialect } from '../testing.js';
import type { Executor } from './executor.js';
import { findForm, insertForm } from './forms.js';
import {
  addSubscriber,
  createMailingList,
  findMailingList,
  findMailingListByName,
  findSubscriber,
  listMailingLists,
  listSubscribers,
  MAILING_LIST_TRASH_MS,
  restoreMailingList,
  trashMailingList,
  unsubscribeSubscriber,
} from './newsletter.js';
import { clockOf } from '../clock.js';
import { createWebsite } from './websites.js';

async function site(db: Executor): Promise<string> {
  return (await createWebsite(db, { slug: `n${newId()}`, title: 'News' })).id;
}

eachDialect('mailing list queries', (getDb) => {
  it('creates lists with unique names per website', async () => {
    const { db } = getDb();
    const a = await site(db);
    const b = await site(db);
    const created = await createMailingList(db, a, 'Newsletter');
    if (!created) throw new Error('list');
    expect(created.name).toBe('Newsletter');
    expect(await createMailingList(db, a, 'Newsletter')).toBeUndefined();
    expect((await createMailingList(db, b, 'Newsletter'))?.name).toBe('Newsletter');
    expect((await findMailingListByName(db, a, 'Newsletter'))?.id).toBe(created.id);
    expect(await findMailingList(db, b, created.id)).toBeUndefined();
  });

  it('signs an address up once per list, whatever its case, also when racing', async () => {
    const { db } = getDb();
    const websiteId = await site(db);
    const created = await createMailingList(db, websiteId, 'List');
    if (!created) throw new Error('list');
    const listId = created.id;
    const ada = await addSubscriber(db, websiteId, listId, { email: 'Ada@Example.org', name: 'Ada' });
    expect(ada).toEqual({ added: true, id: expect.any(String) });
    expect(await addSubscriber(db, websiteId, listId, { email: ' ada@example.ORG ' })).toEqual({
      added: false,
      id: ada.id,
    });
    const racing = await Promise.all(
      [1, 2, 3].map(() => addSubscriber(db, websiteId, listId, { email: 'grace@example.org' })),
    );
    expect(racing.filter((r) => r.added)).toHaveLength(1);
    const page = await listSubscribers(db, websiteId, listId, { limit: 10 });
    expect(page.subscribers.map((s) => s.email).sort()).toEqual(['ada@example.org', 'grace@example.org']);
    expect(page.subscribers.find((s) => s.email === 'ada@example.org')?.name).toBe('Ada');
    expect((await listMailingLists(db, websiteId)).map((l) => [l.name, l.subscriber_count])).toEqual([
      ['List', 2],
    ]);
  });

  it('unsubscribes once (the first time kept), counts only subscribers, and signs the address up again', async () => {
    const { db } = getDb();
    const websiteId = await site(db);
    const list = await createMailingList(db, websiteId, 'Leaving');
    if (!list) throw new Error('list');
    const { id } = await addSubscriber(db, websiteId, list.id, { email: 'lea@example.org' });
    const left = await unsubscribeSubscriber(db, websiteId, list.id, id);
    expect(left?.unsubscribed_at).toEqual(expect.any(Number));
    expect((await unsubscribeSubscriber(db, websiteId, list.id, id))?.unsubscribed_at).toBe(
      left?.unsubscribed_at,
    );
    expect((await listMailingLists(db, websiteId))[0]?.subscriber_count).toBe(0);
    // Another website cannot reach the row.
    const other = await site(db);
    expect(await unsubscribeSubscriber(db, other, list.id, id)).toBeUndefined();
    expect(await findSubscriber(db, other, list.id, id)).toBeUndefined();
    expect(await addSubscriber(db, websiteId, list.id, { email: 'LEA@example.org' })).toEqual({
      added: true,
      id,
    });
    expect((await findSubscriber(db, websiteId, list.id, id))?.unsubscribed_at).toBeNull();
    expect((await listMailingLists(db, websiteId))[0]?.subscriber_count).toBe(1);
  });

  it('pages subscribers in sign-up order', async () => {
    const { db } = getDb();
    const websiteId = await site(db);
    const created = await createMailingList(db, websiteId, 'Paged');
    if (!created) throw new Error('list');
    for (let i = 0; i < 5; i += 1)
      await addSubscriber(db, websiteId, created.id, { email: `p${i}@example.org` });
    const first = await listSubscribers(db, websiteId, created.id, { limit: 3 });
    const second = await listSubscribers(db, websiteId, created.id, {
      limit: 3,
      cursor: first.nextCursor ?? undefined,
    });
    expect(second.nextCursor).toBeNull();
    const emails = [...first.subscribers, ...second.subscribers].map((s) => s.email);
    expect(new Set(emails).size).toBe(5);
  });

  it('trashes a list with its subscribers, detaching its forms; restoring brings both back', async () => {
    const { db } = getDb();
    const websiteId = await site(db);
    const other = await site(db);
    const created = await createMailingList(db, websiteId, 'Gone');
    if (!created) throw new Error('list');
    const form = await insertForm(db, websiteId, {
      name: 'Sign up',
      kind: 'newsletter',
      fields: [],
      submitLabel: 'Sign Up',
      mailingListId: created.id,
    });
    await addSubscriber(db, websiteId, created.id, { email: 'x@example.org' });
    expect(await trashMailingList(db, other, created.id)).toBe(false);
    expect(await trashMailingList(db, websiteId, created.id)).toBe(true);
    expect(await trashMailingList(db, websiteId, created.id)).toBe(false);
    expect((await findForm(db, websiteId, form.id))?.mailing_list_id).toBeNull();
    expect(await listMailingLists(db, websiteId)).toEqual([]);
    expect(await findMailingList(db, websiteId, created.id)).toBeUndefined();

    expect(await restoreMailingList(db, other, created.id)).toBeUndefined();
    expect(await restoreMailingList(db, websiteId, created.id)).toMatchObject({
      id: created.id,
      name: 'Gone',
    });
    // A retried restore finds the list in use: done.
    expect(await restoreMailingList(db, websiteId, created.id)).toMatchObject({ id: created.id });
    expect((await findForm(db, websiteId, form.id))?.mailing_list_id).toBe(created.id);
    expect((await listMailingLists(db, websiteId)).map((l) => [l.name, l.subscriber_count])).toEqual([
      ['Gone', 1],
    ]);
  });

  it('gives a trashed list’s name to a new list, and purges lists trashed 30 days ago', async () => {
    const { db } = getDb();
    const websiteId = await site(db);
    const old = await createMailingList(db, websiteId, 'Old');
    const reused = await createMailingList(db, websiteId, 'Reused');
    if (!old || !reused) throw new Error('lists');
    await trashMailingList(db, websiteId, reused.id);
    const again = await createMailingList(db, websiteId, 'Reused');
    expect(again?.id).not.toBe(reused.id);
    expect(await restoreMailingList(db, websiteId, reused.id)).toBeUndefined();

    await trashMailingList(db, websiteId, old.id);
    await db
      .updateTable('mailing_lists')
      .set({ deleted_at: clockOf(db).now() - MAILING_LIST_TRASH_MS - 1 })
      .where('id', '=', old.id)
      .execute();
    // The next delete purges it.
    await trashMailingList(db, websiteId, again?.id ?? '');
    expect(await restoreMailingList(db, websiteId, old.id)).toBeUndefined();
    expect(await restoreMailingList(db, websiteId, again?.id ?? '')).toMatchObject({ name: 'Reused' });
  });

  it('refuses a form pointing at another website’s list', async () => {
    const { db } = getDb();
    const a = await site(db);
    const b = await site(db);
    const created = await createMailingList(db, b, 'B list');
    if (!created) throw new Error('list');
    await expect(
      insertForm(db, a, { name: 'x', fields: [], submitLabel: 'x', mailingListId: created.id }),
    ).rejects.toThrow();
  });
});
