import { z } from 'zod';
import { COVER_PAGE_LAYOUTS, COVER_PAGE_LIMITS, coverPageButton } from '../render/index.js';
import { refusedWithLatest } from '../owner-kit/index.js';
import { idSchema } from '../owner-kit/index.js';
import { collection, pageUrlSchema } from '../collections/index.js';

/** The owner's cover-page slide (slide type `cover-page`): what a splash page shows. */
export const coverPageInput = z
  .object({
    title: z.string().trim().min(1).max(COVER_PAGE_LIMITS.title),
    description: z.string().trim().max(COVER_PAGE_LIMITS.description).default(''),
    /** An image of the site's files, shown behind the text; null for a plain colour. */
    backgroundImageFileId: idSchema.nullable().default(null),
    /** What the background image shows, for screen readers; empty when it is only decoration. */
    backgroundAltText: z.string().trim().max(500).default(''),
    buttons: z.array(coverPageButton).max(COVER_PAGE_LIMITS.buttons).default([]),
    /** Where the text sits on the screen. */
    layout: z.enum(COVER_PAGE_LAYOUTS).default('center'),
  })
  .strict();
export type CoverPageInput = z.infer<typeof coverPageInput>;

/** A new splash page: a page of the site and its cover-page slide, made in one step. */
export const coverPageCreate = z
  .object({
    /** The page's name in the studio and the browser tab; the slide's title when left out. */
    pageTitle: z.string().trim().min(1).max(200).optional(),
    urlId: pageUrlSchema.optional(),
    coverPage: coverPageInput,
  })
  .strict();
export type CoverPageCreate = z.infer<typeof coverPageCreate>;

/**
 * A replacement slide; with `version` (the page's `updatedAt` the editor started from) it is
 * refused with 409 when the page was saved since. Without it the slide is replaced regardless.
 */
export const coverPageReplace = coverPageInput
  .extend({ version: z.number().int().min(0).optional() })
  .strict();
export type CoverPageReplace = z.infer<typeof coverPageReplace>;

export const coverPage = z
  .object({
    title: z.string(),
    description: z.string(),
    backgroundImageFileId: z.string().nullable(),
    backgroundImageUrl: z.string().nullable(),
    backgroundAltText: z.string(),
    buttons: z.array(z.object({ label: z.string(), url: z.string() })),
    layout: z.enum(COVER_PAGE_LAYOUTS),
  })
  .meta({ id: 'CoverPage' });
export type CoverPageDto = z.infer<typeof coverPage>;

/** A splash page: the page (a collection of type 10) and its slide. */
export const splashPage = z.object({ page: collection, coverPage }).meta({ id: 'SplashPage' });
export type SplashPageDto = z.infer<typeof splashPage>;

/** A refused replacement: another save came since, with the splash page as it is now. */
export const coverPageRefused = refusedWithLatest(splashPage, ['changed-elsewhere']);
