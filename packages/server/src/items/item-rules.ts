import { COLLECTION_TYPES, ok, uniqueSlug } from '@tessera/core';
import {
  findContributorRole,
  findFile,
  findItemByUrlId,
  listItemUrlIds,
  RECORD_TYPES,
  type Collection,
  type Item,
  type PublishState,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { invalidLinkMessage, isAllowedLink } from '../navigation/index.js';
import { actorCan, URL_TAKEN } from '../owner-kit/index.js';
import { fail, invalid, type Failure, type FieldErrors, type Outcome } from '../owner-kit/index.js';
import type { ItemDto, ItemPatch } from './schemas.js';

const ITEM_URL_FALLBACK = 'item';
/** What a draft editor (content.draft without content.edit) may create and touch. */
const DRAFT_STATES: readonly PublishState[] = ['draft', 'needs-review'];
/** States that put an item in front of visitors: only contributors who may publish set them. */
const LIVE_STATES: readonly PublishState[] = ['published', 'scheduled'];

export function itemDto(item: Item, collection: Collection): ItemDto {
  const middle = collection.type === COLLECTION_TYPES.PRODUCTS ? '/p/' : '/';
  return {
    id: item.id,
    collectionId: item.collection_id,
    recordType: item.record_type,
    title: item.title,
    urlId: item.url_id,
    fullUrl: `/${encodeURIComponent(collection.url_id)}${middle}${encodeURIComponent(item.url_id)}`,
    body: item.body,
    excerpt: item.excerpt,
    location: (item.location as Record<string, unknown> | null) ?? null,
    startDate: item.start_date,
    endDate: item.end_date,
    tags: item.tags,
    categories: item.categories,
    commentState: item.comment_state,
    publishState: item.publish_state,
    publishOn: item.publish_on,
    authorId: item.author_id,
    displayIndex: item.display_index,
    externalLink: item.external_link,
    mainImageId: item.main_image_id,
    createdAt: item.created_at,
    updatedAt: item.updated_at,
    version: item.version,
  };
}

/**
 * Who may put an item in which state: draft editors write drafts and items awaiting review only;
 * publishing or scheduling needs content.publish.
 */
export function checkPublishing(
  ctx: ServiceContext,
  next: PublishState,
  current?: PublishState,
): Failure | undefined {
  if (!actorCan(ctx, 'content.edit')) {
    if (current !== undefined && !DRAFT_STATES.includes(current)) return { code: 'forbidden' };
    if (!DRAFT_STATES.includes(next)) return { code: 'forbidden' };
  }
  if (LIVE_STATES.includes(next) && next !== current && !actorCan(ctx, 'content.publish'))
    return { code: 'forbidden' };
  return undefined;
}

type ItemShape = Pick<
  ItemPatch,
  | 'startDate'
  | 'endDate'
  | 'publishState'
  | 'publishOn'
  | 'externalLink'
  | 'mainImageId'
  | 'tags'
  | 'categories'
  | 'authorId'
> & {
  recordType?: number | undefined;
};

/** The spec's 'This {tagType} already exists', at the second of two names equal but for case. */
function repeatedNames(field: string, tagType: string, names: readonly string[] | undefined): FieldErrors {
  const seen = new Set<string>();
  const errors: FieldErrors = {};
  names?.forEach((name, i) => {
    const key = name.trim().toLowerCase();
    if (seen.has(key)) errors[`${field}.${i}`] = `This ${tagType} already exists`;
    seen.add(key);
  });
  return errors;
}

/**
 * Field rules across fields: event dates, schedule time, link safety, tags and categories named
 * once, the image being ours and the author one of the website's contributors.
 */
export async function checkItemFields(ctx: ServiceContext, next: ItemShape): Promise<FieldErrors> {
  const errors: FieldErrors = {
    ...repeatedNames('tags', 'tag', next.tags),
    ...repeatedNames('categories', 'category', next.categories),
  };
  if (next.recordType === RECORD_TYPES.event && (next.startDate === null || next.startDate === undefined))
    errors['startDate'] = 'Required';
  if (next.startDate != null && next.endDate != null && next.endDate < next.startDate)
    errors['endDate'] = 'The end must not be before the start';
  if (next.publishState === 'scheduled' && next.publishOn == null) errors['publishOn'] = 'Required';
  if (next.externalLink && !isAllowedLink(next.externalLink))
    errors['externalLink'] = invalidLinkMessage(next.externalLink);
  if (next.mainImageId) {
    const file = await findFile(ctx.db, ctx.websiteId, next.mainImageId);
    if (!file?.content_type.startsWith('image/')) errors['mainImageId'] = 'Unknown image';
  }
  if (next.authorId && !(await findContributorRole(ctx.db, ctx.websiteId, next.authorId)))
    errors['authorId'] = 'The author must be a contributor of this website';
  return errors;
}

/** The url id for an item: the one asked for when free in its collection, else one made from the title. */
export async function itemUrlId(
  ctx: ServiceContext,
  collectionId: string,
  title: string,
  wanted: string | undefined,
  selfId?: string,
): Promise<Outcome<string>> {
  if (wanted) {
    const holder = await findItemByUrlId(ctx.db, ctx.websiteId, collectionId, wanted);
    return holder && holder.id !== selfId ? invalid({ urlId: URL_TAKEN }) : ok(wanted);
  }
  return ok(uniqueSlug(title, await listItemUrlIds(ctx.db, ctx.websiteId, collectionId), ITEM_URL_FALLBACK));
}

export function failure(f: Failure | undefined): Outcome<never> | undefined {
  return f ? fail(f.code, f.fields) : undefined;
}
