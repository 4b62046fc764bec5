import { listPublicItems, type Collection } from '@tessera/db';
import { collectionJson } from '../context/collection-json.js';
import { loadItemsJson } from '../context/load-items.js';
import { collectionUrl, safeLinkUrl } from '../context/urls.js';
import { sanitizeOwnerHtml } from '../../owner-html.js';
import { int, list, text, type BlockLoadContext, type BlockLoader } from './block-loader.js';

/** A collection a block may show: this website's, enabled and not locked, members-only or in a member area. */
export function publicCollection(ctx: BlockLoadContext, id: unknown): Collection | undefined {
  const collection = typeof id === 'string' ? ctx.site.byId.get(id) : undefined;
  return collection?.enabled &&
    collection.page_permission === 'public' &&
    !collection.is_folder &&
    !ctx.site.memberCollections?.has(collection.id)
    ? collection
    : undefined;
}

async function itemsOf(
  ctx: BlockLoadContext,
  collection: Collection,
  pageSize: number,
  categorySlug?: string,
) {
  const { items } = await listPublicItems(ctx.db, ctx.websiteId, collection.id, {
    page: 1,
    pageSize,
    ordering: collection.ordering,
    categorySlug,
    now: ctx.now,
    withTotal: false,
  });
  return loadItemsJson(ctx.db, ctx.websiteId, items, () => collection, ctx.merchandising);
}

/** Summary (v1 and v2): the first items of a collection, products with their prices and images. */
export const summaryBlock: BlockLoader = async (block, ctx) => {
  const collection = publicCollection(ctx, block.config['collectionId']);
  if (!collection) return { collection: null, items: [] };
  const slug = text(block.config, 'categorySlug') || undefined;
  return {
    collection: collectionJson(collection, collectionUrl(collection.url_id)),
    items: await itemsOf(ctx, collection, int(block.config, 'limit', 6, 1, 30), slug),
    layout: ['grid', 'list', 'carousel', 'wall'].includes(text(block.config, 'layout'))
      ? text(block.config, 'layout')
      : 'grid',
  };
};

/** Calendar: the collection's upcoming events, soonest first, each with its add-to-calendar link. */
export const calendarBlock: BlockLoader = async (block, ctx) => {
  const collection = publicCollection(ctx, block.config['collectionId']);
  if (!collection) return { collection: null, items: [] };
  const items = await itemsOf(ctx, collection, 200);
  const upcoming = items
    .filter(
      (i) =>
        typeof i['startDate'] === 'number' && ((i['endDate'] as number | null) ?? i['startDate']) >= ctx.now,
    )
    .sort((a, b) => (a['startDate'] as number) - (b['startDate'] as number))
    .slice(0, int(block.config, 'limit', 10, 1, 50));
  return { collection: collectionJson(collection, collectionUrl(collection.url_id)), items: upcoming };
};

/** Menu: sections of dishes with descriptions and prices, all plain text. */
export const menuBlock: BlockLoader = (block) => ({
  sections: list(block.config, 'sections').map((section) => ({
    title: text(section, 'title'),
    items: list(section, 'items').map((dish) => ({
      title: text(dish, 'title'),
      description: text(dish, 'description'),
      price: text(dish, 'price'),
    })),
  })),
});

/** Accordion: titled panels whose content is sanitised owner HTML. */
export const accordionBlock: BlockLoader = (block) => ({
  items: list(block.config, 'items').map((panel, index) => ({
    index: index + 1,
    title: text(panel, 'title'),
    html: sanitizeOwnerHtml(text(panel, 'html')),
  })),
});

/** Social links: one link per service with an http(s) address. */
export const socialLinksBlock: BlockLoader = (block) => ({
  links: list(block.config, 'links').flatMap((link) => {
    const url = safeLinkUrl(link['url']);
    const service = text(link, 'service')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '');
    return url && /^https?:/i.test(url) && service
      ? [{ service, url, label: text(link, 'label', service) }]
      : [];
  }),
});
