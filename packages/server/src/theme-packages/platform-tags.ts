import type { Json, PlatformTag, PlatformTagTable, PluginContext, Value } from '@tessera/template';
import { currentPackageRenderData, queryKey, type QuerySpec } from './package-render-data.js';

/** Limits of `<squarespace:query>` (template-packages.md §9.6). */
export const MAX_QUERIES_PER_PAGE = 8;
export const MAX_QUERY_ITEMS = 100;

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A navigation-like tag: its data rendered by its body, else by the partial `template`.block. */
function renderWith(
  data: Value,
  attrs: Readonly<Record<string, string>>,
  body: ((node: Value) => string) | null,
  ctx: PluginContext,
): string {
  if (body) return body(data);
  const template = attrs['template'];
  if (!template) return '';
  return ctx.renderPartial?.(`${template}.block`, data) ?? '';
}

const navigation: PlatformTag = {
  render(attrs, body, ctx) {
    const data = currentPackageRenderData();
    const items = data?.navigations[attrs['navigationId'] ?? ''] ?? [];
    return renderWith({ items } as Json, attrs, body, ctx);
  },
};

const folderNavigation: PlatformTag = {
  render(attrs, body, ctx) {
    const folder = currentPackageRenderData()?.folder ?? null;
    return renderWith((folder ?? {}) as Json, attrs, body, ctx);
  },
};

function blockHtml(block: Json, ctx: PluginContext): string {
  const fields = block as Record<string, Json>;
  const type = String(fields['typeName'] ?? '');
  const inner = ctx.renderInline('{@|block}', block);
  return (
    `<div class="sqs-block ${type}-block sqs-block-${type}" data-block-type="${String(fields['blockType'] ?? '')}"` +
    ` id="block-${escapeAttr(String(fields['id'] ?? ''))}"><div class="sqs-block-content">${inner}</div></div>`
  );
}

/**
 * `<squarespace:block-field id=… columns=… label=… lock-layout=… class=…>` (§9.5, §10.5): the
 * blocks stored for the id, in the platform's grid markup (one full-width row: our layouts are a
 * list of blocks); an id without content renders the empty wrapper, so an editor can fill it.
 */
const blockField: PlatformTag = {
  render(attrs, _body, ctx) {
    const data = currentPackageRenderData();
    const id = attrs['id'] ?? '';
    const columns = attrs['columns'] === '1' ? 1 : 12;
    const blocks = data?.blockFields.get(id);
    if (data && blocks === undefined && !data.wanted.blockFields.includes(id))
      data.wanted.blockFields.push(id);
    const classes = ['sqs-layout', `sqs-grid-${columns}`, `columns-${columns}`, attrs['class'] ?? '']
      .filter((c) => c !== '')
      .join(' ');
    const label = attrs['label'] ? ` data-label="${escapeAttr(attrs['label'])}"` : '';
    const locked = attrs['lock-layout'] === 'true' ? ' data-lock-layout="true"' : '';
    const inner = (blocks ?? []).map((b) => blockHtml(b, ctx)).join('');
    const row =
      inner === ''
        ? ''
        : `<div class="row sqs-row"><div class="col sqs-col-${columns} span-${columns}">${inner}</div></div>`;
    return `<div class="${escapeAttr(classes)}" data-type="block-field" id="${escapeAttr(id)}"${label}${locked}>${row}</div>`;
  },
};

function querySpec(attrs: Readonly<Record<string, string>>): QuerySpec {
  const number = (value: string | undefined, fallback: number) => {
    const n = Number.parseInt(value ?? '', 10);
    return Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  return {
    collection: attrs['collection'] ?? '',
    category: attrs['category'] || undefined,
    tag: attrs['tag'] || undefined,
    featured: attrs['featured'] === 'true',
    limit: Math.min(number(attrs['limit'], MAX_QUERY_ITEMS), MAX_QUERY_ITEMS),
    skip: number(attrs['skip'], 0),
  };
}

/** Queries run on this page so far, for the per-page limit (reset by each render's data). */
const queryCounts = new WeakMap<object, number>();

/** `<squarespace:query collection=… category=… tag=… featured=… limit=… skip=…>` (§9.6). */
const query: PlatformTag = {
  render(attrs, body, ctx) {
    const data = currentPackageRenderData();
    if (!data || !body) return '';
    const count = (queryCounts.get(data) ?? 0) + 1;
    queryCounts.set(data, count);
    if (count > MAX_QUERIES_PER_PAGE) {
      ctx.error('QUERY_LIMIT', `More than ${MAX_QUERIES_PER_PAGE} queries on one page; this one is skipped`);
      return '';
    }
    if (Number(attrs['limit']) > MAX_QUERY_ITEMS) {
      ctx.error('QUERY_LIMIT', `A query returns at most ${MAX_QUERY_ITEMS} items`);
    }
    const spec = querySpec(attrs);
    const items = data.queries.get(queryKey(spec));
    if (items === undefined) data.wanted.queries.push(spec);
    return body({ items: [...(items ?? [])] } as Json);
  },
};

/** `<squarespace:script src=… combo=…>` (§9.7): one script element per tag, in order. */
const script: PlatformTag = {
  render(attrs) {
    const src = (attrs['src'] ?? '').replace(/^\/+/, '');
    if (src === '' || src.includes('..')) return '';
    const base = currentPackageRenderData()?.scriptBase ?? '/scripts/';
    return `<script src="${escapeAttr(base + src)}" defer></script>`;
  },
};

/** `<squarespace:escape>` (§9.10): its content as rendered, never the wrapper. */
const escape: PlatformTag = {
  render: (_attrs, body, ctx) => (body ? body(ctx.node()) : ''),
};

/** The platform tags of template packages, for `render(…, { plugins: { tags } })`. */
export const PACKAGE_TAGS: PlatformTagTable = Object.freeze({
  navigation,
  'folder-navigation': folderNavigation,
  'block-field': blockField,
  query,
  script,
  escape,
});
