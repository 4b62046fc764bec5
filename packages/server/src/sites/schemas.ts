import { z } from 'zod';

export { newSiteBody, type NewSiteBody } from '@tessera/contract';

/** A website the signed-in owner may edit, as the site switcher lists it. */
export const siteSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** `https://host[:port]` the site's studio answers at; null when it has no host to reach it by. */
  url: z.string().nullable(),
  roleName: z.string(),
  /** The website this request came in on. */
  current: z.boolean(),
});
export type SiteSummary = z.output<typeof siteSummary>;

export const siteList = z.object({
  sites: z.array(siteSummary),
  /** Whether the signed-in account is an install administrator (may create websites). */
  canCreate: z.boolean(),
});
export type SiteList = z.output<typeof siteList>;

export const createdSite = z.object({
  site: siteSummary,
  /** The address the first owner's invitation went to; null when the creator is that owner. */
  invitedEmail: z.string().nullable(),
});
export type CreatedSite = z.output<typeof createdSite>;

export const siteParams = z.object({ websiteId: z.string().min(1).max(64) });

export const handoffLink = z.object({
  /** The other host's studio with the single-use secret in the fragment (never sent to a server). */
  url: z.string(),
});

export const handoffBody = z.object({ token: z.string().min(20).max(100) }).strict();
