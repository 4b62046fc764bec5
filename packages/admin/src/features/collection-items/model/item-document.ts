import { commandHistory, type CommandHistory } from '../../../lib/command-history.js';
import type { Item, ItemPatch, PublishState } from '../api/items.js';

export interface ItemLocation {
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
}

/** What the item editor edits: the item's fields as the form shows them. */
export interface ItemDocument {
  title: string;
  body: string;
  excerpt: string;
  mainImageId: string | null;
  tags: readonly string[];
  categories: readonly string[];
  authorId: string | null;
  urlId: string;
  publishState: PublishState;
  publishOn: number | null;
  startDate: number | null;
  endDate: number | null;
  location: ItemLocation;
  /** 1: visitors may comment (platform spec: comments on); 0: closed. */
  commentState: number;
}

/**
 * One change to an item: the fields it sets, what they were, and a label for 'Review Changes'.
 * A publish date in the future also sets the status to Scheduled, in the same command, so Undo
 * takes both back together.
 */
export interface ItemCommand {
  readonly label: string;
  readonly before: Readonly<Partial<ItemDocument>>;
  readonly after: Readonly<Partial<ItemDocument>>;
}

export const EVENT_RECORD_TYPE = 12;
const NO_LOCATION: ItemLocation = {
  addressTitle: '',
  addressLine1: '',
  addressLine2: '',
  addressCountry: '',
};

function bodyHtml(body: unknown): string {
  if (typeof body === 'string') return body;
  const html = (body as { html?: unknown } | null)?.html;
  return typeof html === 'string' ? html : '';
}

export function documentOf(item: Item): ItemDocument {
  const location = (item.location ?? {}) as Partial<ItemLocation>;
  return {
    title: item.title,
    body: bodyHtml(item.body),
    excerpt: item.excerpt,
    mainImageId: item.mainImageId,
    tags: item.tags,
    categories: item.categories,
    authorId: item.authorId,
    urlId: item.urlId,
    publishState: item.publishState as PublishState,
    publishOn: item.publishOn,
    startDate: item.startDate,
    endDate: item.endDate,
    location: { ...NO_LOCATION, ...location },
    commentState: item.commentState,
  };
}

/** The save body: every field the editor shows (events also their dates and place), at a version. */
export function patchOf(doc: ItemDocument, recordType: number, version: number): ItemPatch {
  const base: ItemPatch = {
    version,
    title: doc.title,
    body: doc.body,
    excerpt: doc.excerpt,
    mainImageId: doc.mainImageId,
    tags: [...doc.tags],
    categories: [...doc.categories],
    authorId: doc.authorId,
    urlId: doc.urlId,
    publishState: doc.publishState,
    publishOn: doc.publishOn,
    commentState: doc.commentState,
  };
  if (recordType !== EVENT_RECORD_TYPE) return base;
  return { ...base, startDate: doc.startDate, endDate: doc.endDate, location: { ...doc.location } };
}

/**
 * The command that sets one field. Choosing a publish date in the future schedules a published
 * item; a date now or past (or none) makes a scheduled one published.
 */
export function setField<K extends keyof ItemDocument>(
  doc: ItemDocument,
  field: K,
  value: ItemDocument[K],
  label: string,
  now: number,
): ItemCommand {
  const after: Partial<ItemDocument> = { [field]: value };
  if (field === 'publishOn') {
    const future = typeof value === 'number' && value > now;
    if (future && doc.publishState === 'published') after.publishState = 'scheduled';
    if (!future && doc.publishState === 'scheduled') after.publishState = 'published';
  }
  const before: Partial<ItemDocument> = {};
  for (const key of Object.keys(after) as (keyof ItemDocument)[])
    (before as Record<string, unknown>)[key] = doc[key];
  return { label, before, after };
}

const sameFields = (a: ItemCommand, b: ItemCommand) =>
  a.label === b.label && Object.keys(a.after).join() === Object.keys(b.after).join();

export const itemHistory = commandHistory<ItemDocument, ItemCommand>({
  apply: (doc, command) => ({ ...doc, ...command.after }),
  invert: (command) => ({ ...command, before: command.after, after: command.before }),
  // Typing into one field is one change: Undo takes back the whole edit, not one letter.
  merge: (previous, next) => (sameFields(previous, next) ? { ...next, before: previous.before } : undefined),
});

export type ItemHistory = CommandHistory<ItemDocument, ItemCommand>;
