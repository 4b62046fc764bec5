import { z } from 'zod';
import { domainHost, VALID_EMAIL_MESSAGE } from './site-settings.js';

/** The message of a slug that is not lower-case letters, digits and inner hyphens. */
export const SITE_SLUG_MESSAGE = 'Use 2 to 40 lower-case letters, digits and hyphens';

/** A website's address name: `<slug>.<BASE_HOST>` answers for it, and its ids derive from it. */
export const siteSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/, SITE_SLUG_MESSAGE);

/** What an install administrator gives to create a website (studio and `npm run site -- create`). */
export const newSiteBody = z
  .object({
    slug: siteSlug,
    title: z.string().trim().max(200).optional(),
    hosts: z.array(domainHost).max(20).default([]),
    ownerEmail: z.string().trim().toLowerCase().pipe(z.email(VALID_EMAIL_MESSAGE).max(254)),
    demo: z.boolean().default(false),
  })
  .strict();
export type NewSiteBody = z.output<typeof newSiteBody>;
export type NewSiteInput = z.input<typeof newSiteBody>;
