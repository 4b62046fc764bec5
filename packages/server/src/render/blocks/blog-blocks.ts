import { listPublicItemFacets, loadAuthorNames, type ItemFacets } from '@tessera/db';
import { collectionJson } from '../context/collection-json.js';
import { filteredUrl, monthJson, monthOf } from '../context/list-filter.js';
import { collectionUrl } from '../context/urls.js';
import { int, text, type BlockLoadContext, type BlockLoader } from './block-loader.js';
import { publicCollection } from './collection-blocks.js';

/** The newest items a blog block counts; an older archive still links, it is just not counted. */
const MAX_COUNTED_ITEMS = 2_000;
/** The sizes of a tag cloud, 1 (least used) to 5 (most used). */
const CLOUD_SIZES = 5;

interface Counted {
  value: string;
  count: number;
}

function countBy(facets: readonly ItemFacets[], valuesOf: (f: ItemFacets) => readonly string[]): Counted[] {
  const counts = new Map<string, number>();
  for (const facet of facets) {
    for (const value of new Set(valuesOf(facet))) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, count }));
}

/** The most used first, ties by name; then at most `limit`. */
function mostUsed(counted: Counted[], limit: number): Counted[] {
  return counted.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, limit);
}

async function facetsOf(ctx: BlockLoadContext, config: Readonly<Record<string, unknown>>) {
  const collection = publicCollection(ctx, config['collectionId']);
  if (!collection) return undefined;
  const url = collectionUrl(collection.url_id);
  const facets = await listPublicItemFacets(ctx.db, ctx.websiteId, collection.id, ctx.now, MAX_COUNTED_ITEMS);
  return { collection: collectionJson(collection, url), url, facets };
}

const EMPTY = (key: string, title: string) => ({ collection: null, title, [key]: [] });

/** Tag cloud (14): a collection's tags by name, each sized 1–5 by how many items carry it. */
export const tagCloudBlock: BlockLoader = async (block, ctx) => {
  const title = text(block.config, 'title');
  const found = await facetsOf(ctx, block.config);
  if (!found) return EMPTY('tags', title);
  const tags = mostUsed(
    countBy(found.facets, (f) => f.tags),
    int(block.config, 'limit', 50, 1, 200),
  );
  const counts = tags.map((t) => t.count);
  const [least, most] = [Math.min(...counts), Math.max(...counts)];
  const sizeOf = (count: number) =>
    most === least ? 3 : 1 + Math.round(((count - least) / (most - least)) * (CLOUD_SIZES - 1));
  return {
    collection: found.collection,
    title,
    tags: tags
      .sort((a, b) => a.value.localeCompare(b.value))
      .map((t) => ({
        name: t.value,
        count: t.count,
        size: sizeOf(t.count),
        url: filteredUrl(found.url, 'tag', t.value),
      })),
  };
};

/** Posts by tag (28) and by category (29): each value with its number of items, most used first. */
function postsByValue(key: 'tag' | 'category', listKey: string): BlockLoader {
  return async (block, ctx) => {
    const title = text(block.config, 'title');
    const found = await facetsOf(ctx, block.config);
    if (!found) return EMPTY(listKey, title);
    const counted = countBy(found.facets, (f) => (key === 'tag' ? f.tags : f.categories));
    return {
      collection: found.collection,
      title,
      [listKey]: mostUsed(counted, int(block.config, 'limit', 50, 1, 200)).map((c) => ({
        name: c.value,
        count: c.count,
        url: filteredUrl(found.url, key, c.value),
      })),
    };
  };
}

export const postsByTagBlock = postsByValue('tag', 'tags');
export const postsByCategoryBlock = postsByValue('category', 'categories');

/** Posts by author (27): each of this site's contributors who wrote items, with their count. */
export const postsByAuthorBlock: BlockLoader = async (block, ctx) => {
  const title = text(block.config, 'title');
  const found = await facetsOf(ctx, block.config);
  if (!found) return EMPTY('authors', title);
  const counted = countBy(found.facets, (f) => (f.authorId ? [f.authorId] : []));
  const names = await loadAuthorNames(
    ctx.db,
    ctx.websiteId,
    counted.map((c) => c.value),
  );
  // Former contributors have no name to show here: their items still list, unfiltered.
  const named = counted.filter((c) => names.has(c.value));
  return {
    collection: found.collection,
    title,
    authors: mostUsed(named, int(block.config, 'limit', 50, 1, 200)).map((c) => ({
      id: c.value,
      displayName: names.get(c.value) ?? '',
      count: c.count,
      url: filteredUrl(found.url, 'author', c.value),
    })),
  };
};

/** Posts by month (30): the months items were published in (the site's calendar), newest first, with counts. */
export const postsByMonthBlock: BlockLoader = async (block, ctx) => {
  const title = text(block.config, 'title');
  const found = await facetsOf(ctx, block.config);
  if (!found) return EMPTY('months', title);
  const counted = countBy(found.facets, (f) => [monthOf(f.publishedAt, ctx.timeZone)]);
  return {
    collection: found.collection,
    title,
    months: counted
      .sort((a, b) => b.value.localeCompare(a.value))
      .slice(0, int(block.config, 'limit', 24, 1, 120))
      .map((c) => ({
        ...monthJson(c.value, ctx.timeZone),
        count: c.count,
        url: filteredUrl(found.url, 'month', c.value),
      })),
  };
};
