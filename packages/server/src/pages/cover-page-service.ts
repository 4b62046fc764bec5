import { COLLECTION_TYPES, ok } from '@tessera/core';
import {
  findCollection,
  loadImages,
  updateCollection,
  updateCollectionAt,
  type Collection,
} from '@tessera/db';
import { collectionDto, createOwnerCollection } from '../collections/index.js';
import type { ServiceContext } from '../context.js';
import { assetPath } from '../files/index.js';
import { fail, invalid, type Outcome } from '../owner-kit/index.js';
import { coverPageOf, type StoredCoverPage } from '../render/index.js';
import type {
  CoverPageCreate,
  CoverPageDto,
  CoverPageInput,
  CoverPageReplace,
  SplashPageDto,
} from './cover-page-schemas.js';

export const BACKGROUND_REFUSED = 'Choose an image from your files';

function coverPageDto(slide: StoredCoverPage): CoverPageDto {
  return {
    title: slide.title,
    description: slide.description,
    backgroundImageFileId: slide.backgroundImage?.fileId ?? null,
    backgroundImageUrl: slide.backgroundImage?.url ?? null,
    backgroundAltText: slide.backgroundImage?.altText ?? '',
    buttons: slide.buttons.map(({ label, url }) => ({ label, url })),
    layout: slide.layout,
  };
}

/** The slide as it is kept, its background image checked to be an image of this site. */
async function storedOf(
  ctx: ServiceContext,
  input: CoverPageInput,
): Promise<{ slide: StoredCoverPage } | { refused: string }> {
  let backgroundImage: StoredCoverPage['backgroundImage'] = null;
  if (input.backgroundImageFileId !== null) {
    const id = input.backgroundImageFileId;
    const file = (await loadImages(ctx.db, ctx.websiteId, [id])).get(id);
    if (!file?.content_type.startsWith('image/')) return { refused: BACKGROUND_REFUSED };
    // The sizes tell the browser the image's shape before it loads; a file without them is a wide photo.
    backgroundImage = {
      fileId: id,
      url: assetPath(file),
      altText: input.backgroundAltText,
      width: file.original_width ?? 1600,
      height: file.original_height ?? 900,
    };
  }
  const { title, description, buttons, layout } = input;
  return { slide: { title, description, backgroundImage, buttons, layout } };
}

/** A page that can carry a cover-page slide: a page (type 10) of this site, not a folder. */
async function pageOf(ctx: ServiceContext, pageId: string): Promise<Collection | undefined> {
  const page = await findCollection(ctx.db, ctx.websiteId, pageId);
  return page && page.type === COLLECTION_TYPES.PAGE && !page.is_folder ? page : undefined;
}

/** Creates a splash page: a page made as the collections API makes pages, with its slide in its settings. */
export async function createSplashPage(
  ctx: ServiceContext,
  input: CoverPageCreate,
): Promise<Outcome<SplashPageDto>> {
  const stored = await storedOf(ctx, input.coverPage);
  if ('refused' in stored) return invalid({ 'coverPage.backgroundImageFileId': stored.refused });
  const created = await createOwnerCollection(ctx, {
    type: COLLECTION_TYPES.PAGE,
    title: input.pageTitle ?? input.coverPage.title,
    ...(input.urlId !== undefined && { urlId: input.urlId }),
    settings: { coverPage: stored.slide },
  });
  if (!created.ok) return created;
  return ok({ page: created.value, coverPage: coverPageDto(stored.slide) });
}

/** A splash page; not found for a page without a slide, another site's page or no page. */
export async function readSplashPage(ctx: ServiceContext, pageId: string): Promise<Outcome<SplashPageDto>> {
  const page = await pageOf(ctx, pageId);
  const slide = page && coverPageOf(page.settings);
  return page && slide
    ? ok({ page: collectionDto(page), coverPage: coverPageDto(slide) })
    : fail('not-found');
}

/**
 * Replaces a page's slide (a plain page becomes a splash page); the same body twice changes nothing
 * more. With `version`, 'changed-elsewhere' when the page was saved since the editor read it.
 */
export async function replaceCoverPage(
  ctx: ServiceContext,
  pageId: string,
  input: CoverPageReplace,
): Promise<Outcome<SplashPageDto>> {
  const { version, ...slide } = input;
  const page = await pageOf(ctx, pageId);
  if (!page) return fail('not-found');
  if (version !== undefined && version !== page.updated_at) return fail('changed-elsewhere');
  const stored = await storedOf(ctx, slide);
  if ('refused' in stored) return invalid({ backgroundImageFileId: stored.refused });
  const settings = { ...page.settings, coverPage: stored.slide };
  // The write itself checks the version too: a save landing between the read and here wins alone.
  const updated =
    version === undefined
      ? await updateCollection(ctx.db, ctx.websiteId, pageId, { settings })
      : await updateCollectionAt(ctx.db, ctx.websiteId, pageId, { settings }, version);
  if (!updated) return version === undefined ? fail('not-found') : fail('changed-elsewhere');
  return ok({ page: collectionDto(updated), coverPage: coverPageDto(stored.slide) });
}

/** Takes the slide off: the page is a plain page again, with its blocks. Removing twice is fine. */
export async function removeCoverPage(ctx: ServiceContext, pageId: string): Promise<Outcome<void>> {
  const page = await pageOf(ctx, pageId);
  if (!page) return fail('not-found');
  if (!('coverPage' in page.settings)) return ok(undefined);
  const { coverPage: _removed, ...settings } = page.settings;
  await updateCollection(ctx.db, ctx.websiteId, pageId, { settings });
  return ok(undefined);
}
