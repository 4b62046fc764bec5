import { newId } from '../ids.js';
import { rowDecoder, toJson, type Decoded } from '../schema/columns.js';
import type { MailingListRow, MailingListSubscriberRow } from '../schema/forms.js';
import { inTransaction, type Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type MailingList = MailingListRow;
export type MailingListSubscriber = Decoded<MailingListSubscriberRow>;

const decodeSubscriber = rowDecoder<MailingListSubscriberRow>(['fields'], []);

/**
 * Creates a list, or returns undefined when the website has a list of that name (the service
 * answers that as its catalogue failure; the database layer names no error codes).
 */
export async function createMailingList(
  db: Executor,
  websiteId: string,
  name: string,
): Promise<MailingList | undefined> {
  const now = clockOf(db).now();
  return db
    .insertInto('mailing_lists')
    .values({ id: newId(), website_id: websiteId, name, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['website_id', 'name']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

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
    .executeTakeFirst();
}

export interface MailingListSummary extends MailingList {
  subscriber_count: number;
}

export async function listMailingLists(db: Executor, websiteId: string): Promise<MailingListSummary[]> {
  const rows = await db
    .selectFrom('mailing_lists')
    .leftJoin('mailing_list_subscribers as s', (join) =>
      join.onRef('s.website_id', '=', 'mailing_lists.website_id').onRef('s.list_id', '=', 'mailing_lists.id'),
    )
    .selectAll('mailing_lists')
    .select((eb) => eb.fn.count<number | string>('s.id').as('subscriber_count'))
    .where('mailing_lists.website_id', '=', websiteId)
    .groupBy([
      'mailing_lists.id',
      'mailing_lists.website_id',
      'mailing_lists.name',
      'mailing_lists.created_at',
      'mailing_lists.updated_at',
    ])
    .orderBy('mailing_lists.name')
    .execute();
  return rows.map((row) => ({ ...row, subscriber_count: Number(row.subscriber_count) }));
}

/** Deletes a list with its subscribers; forms that fed it stop signing people up. */
export async function deleteMailingList(db: Executor, websiteId: string, listId: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable('forms')
      .set({ mailing_list_id: null })
      .where('website_id', '=', websiteId)
      .where('mailing_list_id', '=', listId)
      .execute();
    const result = await trx
      .deleteFrom('mailing_lists')
      .where('website_id', '=', websiteId)
      .where('id', '=', listId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
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
 * turns a second sign-up into a no-op, also when two arrive at the same moment.
 */
export async function addSubscriber(
  db: Executor,
  websiteId: string,
  listId: string,
  input: NewSubscriber,
): Promise<{ added: boolean }> {
  const inserted = await db
    .insertInto('mailing_list_subscribers')
    .values({
      id: newId(),
      website_id: websiteId,
      list_id: listId,
      email: input.email.trim().toLowerCase(),
      name: input.name ?? '',
      fields: toJson(input.fields ?? {}),
      source_form_id: input.sourceFormId ?? null,
      created_at: clockOf(db).now(),
    })
    .onConflict((oc) => oc.columns(['website_id', 'list_id', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return { added: inserted !== undefined };
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
