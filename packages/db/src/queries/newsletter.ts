import { newId } from '../ids.js';
import { rowDecoder, toJson, type Decoded } from '../schema/columns.js';
import type { MailingListRow, MailingListSubscriberRow } from '../schema/forms.js';
import { inTransaction, type Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type MailingList = MailingListRow;
export type MailingListSubscriber = Decoded<MailingListSubscriberRow>;

const decodeSubscriber = rowDecoder<MailingListSubscriberRow>(['fields'], []);
/** The forms a trashed list remembers (JSON text on both dialects). */
const decodeFormIds = (value: unknown): string[] =>
  (typeof value === 'string' ? JSON.parse(value) : value) as string[];

/** How long a deleted list stays in the trash, where the studio's Undo can bring it back. */
export const MAILING_LIST_TRASH_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Creates a list, or returns undefined when the website has a list of that name (the service
 * answers that as its catalogue failure; the database layer names no error codes). A trashed list
 * of that name is removed for good first: the name is the owner's to reuse.
 */
export async function createMailingList(
  db: Executor,
  websiteId: string,
  name: string,
): Promise<MailingList | undefined> {
  const now = clockOf(db).now();
  await db
    .deleteFrom('mailing_lists')
    .where('website_id', '=', websiteId)
    .where('name', '=', name)
    .where('deleted_at', 'is not', null)
    .execute();
  return db
    .insertInto('mailing_lists')
    .values({ id: newId(), website_id: websiteId, name, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['website_id', 'name']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** A list in use (not in the trash). */
export async function findMailingList(
  db: Executor,
  websiteId: string,
  listId: string,
): Promise<MailingList | undefined> {
  return db
    .selectFrom('mailing_lists')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', listId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findMailingListByName(
  db: Executor,
  websiteId: string,
  name: string,
): Promise<MailingList | undefined> {
  return db
    .selectFrom('mailing_lists')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('name', '=', name)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export interface MailingListSummary {
  id: string;
  name: string;
  created_at: number;
  subscriber_count: number;
}

/** The lists in use, by name, with their subscriber counts (those who have not unsubscribed). */
export async function listMailingLists(db: Executor, websiteId: string): Promise<MailingListSummary[]> {
  const rows = await db
    .selectFrom('mailing_lists')
    .leftJoin('mailing_list_subscribers as s', (join) =>
      join
        .onRef('s.website_id', '=', 'mailing_lists.website_id')
        .onRef('s.list_id', '=', 'mailing_lists.id')
        .on('s.unsubscribed_at', 'is', null),
    )
    .select(['mailing_lists.id', 'mailing_lists.name', 'mailing_lists.created_at'])
    .select((eb) => eb.fn.count<number | string>('s.id').as('subscriber_count'))
    .where('mailing_lists.website_id', '=', websiteId)
    .where('mailing_lists.deleted_at', 'is', null)
    .groupBy(['mailing_lists.id', 'mailing_lists.name', 'mailing_lists.created_at'])
    .orderBy('mailing_lists.name')
    .execute();
  return rows.map((row) => ({ ...row, subscriber_count: Number(row.subscriber_count) }));
}

/**
 * Moves a list to the trash with its subscribers: it disappears from every list and page, and the
 * forms that fed it stop signing people up (they are remembered for a restore). Lists trashed more
 * than 30 days ago are removed for good here. False when the website has no such list in use.
 */
export async function trashMailingList(db: Executor, websiteId: string, listId: string): Promise<boolean> {
  const now = clockOf(db).now();
  return inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('mailing_lists')
      .where('website_id', '=', websiteId)
      .where('deleted_at', '<', now - MAILING_LIST_TRASH_MS)
      .execute();
    const forms = await trx
      .updateTable('forms')
      .set({ mailing_list_id: null })
      .where('website_id', '=', websiteId)
      .where('mailing_list_id', '=', listId)
      .returning('id')
      .execute();
    const result = await trx
      .updateTable('mailing_lists')
      .set({ deleted_at: now, updated_at: now, trashed_form_ids: toJson(forms.map((f) => f.id)) })
      .where('website_id', '=', websiteId)
      .where('id', '=', listId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  });
}

/**
 * Brings a trashed list back with its subscribers, and links the forms that fed it again (those
 * the owner has not pointed at another list since). A list in use is answered as it is, so a
 * retried restore is done; undefined when the website has no such list (never, or purged).
 */
export async function restoreMailingList(
  db: Executor,
  websiteId: string,
  listId: string,
): Promise<MailingList | undefined> {
  return inTransaction(db, async (trx) => {
    const restored = await trx
      .updateTable('mailing_lists')
      .set({ deleted_at: null, updated_at: clockOf(trx).now() })
      .where('website_id', '=', websiteId)
      .where('id', '=', listId)
      .where('deleted_at', 'is not', null)
      .returningAll()
      .executeTakeFirst();
    if (!restored) return findMailingList(trx, websiteId, listId);
    const formIds = decodeFormIds(restored.trashed_form_ids);
    if (formIds.length > 0) {
      await trx
        .updateTable('forms')
        .set({ mailing_list_id: listId })
        .where('website_id', '=', websiteId)
        .where('id', 'in', formIds)
        .where('mailing_list_id', 'is', null)
        .execute();
    }
    return restored;
  });
}

export interface NewSubscriber {
  email: string;
  name?: string;
  fields?: Record<string, string>;
  sourceFormId?: string | null;
}

/**
 * Signs an address up once: the address is lower-cased and the (website, list, email) unique key
 * turns a second sign-up into a no-op, also when two arrive at the same moment. An address that
 * unsubscribed is signed up again (the same row, `unsubscribed_at` cleared). `id` is the row's.
 */
export async function addSubscriber(
  db: Executor,
  websiteId: string,
  listId: string,
  input: NewSubscriber,
): Promise<{ added: boolean; id: string }> {
  const email = input.email.trim().toLowerCase();
  const inserted = await db
    .insertInto('mailing_list_subscribers')
    .values({
      id: newId(),
      website_id: websiteId,
      list_id: listId,
      email,
      name: input.name ?? '',
      fields: toJson(input.fields ?? {}),
      source_form_id: input.sourceFormId ?? null,
      created_at: clockOf(db).now(),
    })
    .onConflict((oc) => oc.columns(['website_id', 'list_id', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { added: true, id: inserted.id };
  const back = await db
    .updateTable('mailing_list_subscribers')
    .set({ unsubscribed_at: null })
    .where('website_id', '=', websiteId)
    .where('list_id', '=', listId)
    .where('email', '=', email)
    .where('unsubscribed_at', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  if (back) return { added: true, id: back.id };
  const existing = await db
    .selectFrom('mailing_list_subscribers')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('list_id', '=', listId)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { added: false, id: existing.id };
}

/** One subscriber of a list in use (subscribed or not); undefined for another website's or a trashed list's. */
export async function findSubscriber(
  db: Executor,
  websiteId: string,
  listId: string,
  subscriberId: string,
): Promise<MailingListSubscriber | undefined> {
  const row = await db
    .selectFrom('mailing_list_subscribers as s')
    .innerJoin('mailing_lists as l', (join) =>
      join.onRef('l.website_id', '=', 's.website_id').onRef('l.id', '=', 's.list_id'),
    )
    .selectAll('s')
    .where('s.website_id', '=', websiteId)
    .where('s.list_id', '=', listId)
    .where('s.id', '=', subscriberId)
    .where('l.deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? decodeSubscriber(row) : undefined;
}

/**
 * Marks a subscriber unsubscribed, keeping the row and the first time they left: a repeated call
 * changes nothing. The subscriber as it now is, or undefined when there is none.
 */
export async function unsubscribeSubscriber(
  db: Executor,
  websiteId: string,
  listId: string,
  subscriberId: string,
): Promise<MailingListSubscriber | undefined> {
  await db
    .updateTable('mailing_list_subscribers')
    .set({ unsubscribed_at: clockOf(db).now() })
    .where('website_id', '=', websiteId)
    .where('list_id', '=', listId)
    .where('id', '=', subscriberId)
    .where('unsubscribed_at', 'is', null)
    .execute();
  return findSubscriber(db, websiteId, listId, subscriberId);
}

export interface SubscriberPage {
  subscribers: MailingListSubscriber[];
  nextCursor: string | null;
}

/** Subscribers in sign-up order; `cursor` is the id-ordered position returned by the previous page. */
export async function listSubscribers(
  db: Executor,
  websiteId: string,
  listId: string,
  options: { limit: number; cursor?: string | undefined },
): Promise<SubscriberPage> {
  const match = /^(\d{1,16})\.([0-9a-f]{24})$/.exec(options.cursor ?? '');
  let query = db
    .selectFrom('mailing_list_subscribers')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('list_id', '=', listId);
  if (match) {
    const createdAt = Number(match[1]);
    const id = match[2] ?? '';
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '>', createdAt),
        eb.and([eb('created_at', '=', createdAt), eb('id', '>', id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('created_at')
    .orderBy('id')
    .limit(options.limit + 1)
    .execute();
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    subscribers: page.map(decodeSubscriber),
    nextCursor: rows.length > options.limit && last ? `${last.created_at}.${last.id}` : null,
  };
}

/** Removes one subscriber from a list; false when the list has no such subscriber. */
export async function removeSubscriber(
  db: Executor,
  websiteId: string,
  listId: string,
  subscriberId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('mailing_list_subscribers')
    .where('website_id', '=', websiteId)
    .where('list_id', '=', listId)
    .where('id', '=', subscriberId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
