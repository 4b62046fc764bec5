import { isDeepStrictEqual } from 'node:util';
import { DEFAULT_SITE_STYLES, siteStyles, type SiteDesign, type SiteStyles } from '@tessera/contract';
import {
  findWebsiteById,
  getHeaderFooter,
  loadImages,
  putHeaderFooter,
  updateWebsite,
  type ChosenImage,
  type Website,
} from '@tessera/db';
import { siteChanged } from '../render/index.js';
import type { ServiceContext } from '../context.js';
import { fail, invalid, type Outcome } from '../failure.js';
import { ok } from '@tessera/core';
import { assetPath } from '../files/index.js';
import { FONTS, fontById, fontStylesheetPath } from '../fonts/index.js';

/** The styles a site renders with: what the owner saved, else the theme's own look. */
export function stylesOf(website: Website): SiteStyles {
  const parsed = siteStyles.safeParse(website.settings.design.styles);
  return parsed.success ? parsed.data : DEFAULT_SITE_STYLES;
}

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function logoFileIdOf(header: unknown): string | null {
  const logo = recordOf(header)['logo'];
  if (typeof logo !== 'object' || logo === null) return null;
  const fileId = (logo as Record<string, unknown>)['fileId'];
  return typeof fileId === 'string' && fileId !== '' ? fileId : null;
}

export async function readDesign(ctx: ServiceContext): Promise<Outcome<SiteDesign>> {
  const [website, headerFooter] = await Promise.all([
    findWebsiteById(ctx.db, ctx.websiteId),
    getHeaderFooter(ctx.db, ctx.websiteId),
  ]);
  if (!website) return fail('website-not-found');
  const { design } = website.settings;
  return ok({
    styles: stylesOf(website),
    logoFileId: logoFileIdOf(headerFooter.header),
    faviconFileId: design.favicon?.fileId ?? null,
    socialImageFileId: design.socialImage?.fileId ?? null,
  });
}

const IMAGE_FIELDS = ['logoFileId', 'faviconFileId', 'socialImageFileId'] as const;

/**
 * Saves the site styles and the logo, favicon and social sharing image. Fonts must be ones the
 * product ships and images files of this site; a save that changes nothing writes nothing.
 */
export async function saveDesign(ctx: ServiceContext, design: SiteDesign): Promise<Outcome<SiteDesign>> {
  const fields: Record<string, string> = {};
  for (const part of ['heading', 'body'] as const) {
    if (!fontById(design.styles.fonts[part])) fields[`styles.fonts.${part}`] = 'Choose a font from the list';
  }
  const ids = IMAGE_FIELDS.map((field) => design[field]).filter((id): id is string => id !== null);
  const images = await loadImages(ctx.db, ctx.websiteId, ids);
  const chosen = (field: (typeof IMAGE_FIELDS)[number]): ChosenImage | null => {
    const fileId = design[field];
    if (fileId === null) return null;
    const file = images.get(fileId);
    if (!file?.content_type.startsWith('image/')) {
      fields[field] = 'Choose an image from your files';
      return null;
    }
    return { fileId, url: assetPath(file), contentType: file.content_type };
  };
  const favicon = chosen('faviconFileId');
  const socialImage = chosen('socialImageFileId');
  chosen('logoFileId');
  if (Object.keys(fields).length > 0) return invalid(fields);

  const [website, headerFooter] = await Promise.all([
    findWebsiteById(ctx.db, ctx.websiteId),
    getHeaderFooter(ctx.db, ctx.websiteId),
  ]);
  if (!website) return fail('website-not-found');
  const nextDesign = { styles: design.styles, favicon, socialImage };
  if (!isDeepStrictEqual(website.settings.design, nextDesign)) {
    await updateWebsite(ctx.db, ctx.websiteId, { settings: { ...website.settings, design: nextDesign } });
  }
  if (logoFileIdOf(headerFooter.header) !== design.logoFileId) {
    const { logo: previous, ...header } = recordOf(headerFooter.header);
    const altText = recordOf(previous)['altText'];
    await putHeaderFooter(ctx.db, ctx.websiteId, {
      header: design.logoFileId
        ? { ...header, logo: { fileId: design.logoFileId, ...(typeof altText === 'string' && { altText }) } }
        : header,
      footer: headerFooter.footer,
    });
  }
  siteChanged(ctx.websiteId, 'design');
  return ok(design);
}

export function fontCatalogue() {
  return {
    fonts: FONTS.map((font) => ({
      id: font.id,
      name: font.name,
      family: font.family,
      stack: font.stack,
      stylesheet: fontStylesheetPath(font),
    })),
  };
}
