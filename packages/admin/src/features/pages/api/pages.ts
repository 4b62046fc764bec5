import type { BodyOf, ResponseOf } from '@tessera/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';
import { asNavigationItems, type NavigationLink, type SectionName } from '../model/tree.js';

export type Collection = ResponseOf<'/api/admin/collections', 'get'>['collections'][number];
export type SiteLayout = ResponseOf<'/api/commondata/GetSiteLayout', 'get'>;
type NewCollection = BodyOf<'/api/admin/collections', 'post'>;

export const collectionsQuery = queryOptions({
  queryKey: ['collections'] as const,
  queryFn: () => request(api.GET('/api/admin/collections')),
});

export const siteLayoutQuery = queryOptions({
  queryKey: ['site-layout'] as const,
  queryFn: () => request(api.GET('/api/commondata/GetSiteLayout')),
});

/** Replaces one navigation list with these links, in this order. */
export function saveNavigation(fieldName: SectionName, links: readonly NavigationLink[]) {
  return request(
    api.POST('/api/widget/UpdateNavigation', {
      body: { fieldName, navigation: { items: asNavigationItems(links) } },
    }),
  );
}

const linksOf = (layout: SiteLayout | undefined, name: SectionName) =>
  layout?.find((list) => list.identifier === name)?.links ?? [];

const linkTo = (created: Collection): NavigationLink => ({
  title: null,
  collectionId: created.id,
  externalLink: null,
  memberAreaId: null,
  url: created.fullUrl,
  children: [],
});

/** Creates a page (or blog, events, gallery, folder) and links it at the end of the main navigation. */
export async function addPage(input: NewCollection, layout: SiteLayout | undefined) {
  const created = await request(api.POST('/api/admin/collections', { body: input }));
  await saveNavigation('main', [...linksOf(layout, 'main'), linkTo(created)]);
  return created;
}

/**
 * Creates a cover page (a splash page, type 3) with the owner API that makes the page and its
 * cover-page slide in one step, the slide titled like the page, and links it like other pages.
 */
export async function addCoverPage(title: string, layout: SiteLayout | undefined) {
  const created = await request(
    api.POST('/api/admin/cover-pages', { body: { pageTitle: title, coverPage: { title } } }),
  );
  await saveNavigation('main', [...linksOf(layout, 'main'), linkTo(created.page)]);
  return created.page;
}

/** Adds a link to another site at the end of the main navigation. */
export async function addLink(title: string, url: string, layout: SiteLayout | undefined) {
  const link: NavigationLink = {
    title,
    collectionId: null,
    externalLink: url,
    memberAreaId: null,
    url,
    children: [],
  };
  await saveNavigation('main', [...linksOf(layout, 'main'), link]);
}

/**
 * Renames a page. Its navigation title follows only while it is the same as the page title: a
 * custom menu title ('Our story' for 'About us') stays as the owner set it.
 */
export function renamePage(page: Pick<Collection, 'id' | 'title' | 'navigationTitle'>, title: string) {
  const follows = !page.navigationTitle || page.navigationTitle === page.title;
  return request(
    api.PATCH('/api/admin/collections/{collectionId}', {
      params: { path: { collectionId: page.id } },
      body: { title, ...(follows && { navigationTitle: title }) },
    }),
  );
}

/**
 * A copy of a page beside it: the same kind and settings, its content (draft, else published
 * blocks) as the copy's draft, linked right after the original in the same navigation.
 */
export async function duplicatePage(original: Collection, section: SectionName, layout: SiteLayout) {
  const copy = await request(
    api.POST('/api/admin/collections', {
      body: {
        type: original.type as NewCollection['type'],
        title: `${original.title} (copy)`,
        description: original.description,
        view: original.view as NewCollection['view'],
        ordering: original.ordering as NewCollection['ordering'],
        settings: original.settings as NewCollection['settings'],
      },
    }),
  );
  if (original.type === 10) {
    const content = await request(
      api.GET('/api/admin/pages/{pageId}/draft', { params: { path: { pageId: original.id } } }),
    );
    const blocks = content.blocks.map((b) => ({ blockType: b.blockType, config: b.config as never }));
    await request(
      api.PUT('/api/admin/pages/{pageId}/draft', {
        params: { path: { pageId: copy.id } },
        body: { version: 0, blocks },
      }),
    );
  }
  const links = [...linksOf(layout, section)];
  const at = links.findIndex((l) => l.collectionId === original.id);
  links.splice(at < 0 ? links.length : at + 1, 0, linkTo(copy));
  await saveNavigation(section, links);
  return copy;
}

/** Sends a page-settings change (a command's `after` or, to undo it, its `before`). */
export function patchPage(
  collectionId: string,
  patch: BodyOf<'/api/admin/collections/{collectionId}', 'patch'>,
) {
  return request(
    api.PATCH('/api/admin/collections/{collectionId}', { params: { path: { collectionId } }, body: patch }),
  );
}

export function deletePage(collectionId: string) {
  return request(api.DELETE('/api/admin/collections/{collectionId}', { params: { path: { collectionId } } }));
}
