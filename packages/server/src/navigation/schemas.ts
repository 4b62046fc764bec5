import { HIDDEN_NAVIGATION_NAME, MEMBER_AREAS_NAVIGATION_NAME } from '@tessera/core';
import { z } from 'zod';

/** The navigation lists an owner can edit: the main menu, pages in no menu, member-area pages. */
export const NAVIGATION_NAMES = ['main', HIDDEN_NAVIGATION_NAME, MEMBER_AREAS_NAVIGATION_NAME] as const;
export type NavigationName = (typeof NAVIGATION_NAMES)[number];

/** Menus nest a folder's pages under it; deeper trees are refused. */
export const MAX_NAVIGATION_DEPTH = 3;
export const MAX_NAVIGATION_ITEMS = 500;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface NavigationItemInput {
  title?: string | null | undefined;
  collectionId?: string | null | undefined;
  externalLink?: string | null | undefined;
  memberAreaId?: string | null | undefined;
  children?: NavigationItemInput[] | undefined;
}

export const navigationItem: z.ZodType<NavigationItemInput> = z
  .object({
    title: z.string().trim().max(200).nullish(),
    collectionId: z.string().regex(ID).nullish(),
    externalLink: z.string().trim().max(2048).nullish(),
    memberAreaId: z.string().regex(ID).nullish(),
    get children() {
      return z.array(navigationItem).max(MAX_NAVIGATION_ITEMS).optional();
    },
  })
  .meta({ id: 'NavigationItem' });

export const updateNavigationBody = z.object({
  fieldName: z.enum(NAVIGATION_NAMES),
  templateId: z.string().trim().max(64).optional(),
  navigation: z.object({ items: z.array(navigationItem).max(MAX_NAVIGATION_ITEMS) }),
});
export type UpdateNavigationBody = z.infer<typeof updateNavigationBody>;

export interface NavigationLink {
  /** The entry's own title, else its page's navigation title (null only for a member area without one). */
  title: string | null;
  collectionId: string | null;
  externalLink: string | null;
  memberAreaId: string | null;
  /** Where the link goes: `/` for the home page, the collection's path, the external link, or null. */
  url: string | null;
  children: NavigationLink[];
}

export const navigationLink: z.ZodType<NavigationLink> = z
  .object({
    title: z.string().nullable(),
    collectionId: z.string().nullable(),
    externalLink: z.string().nullable(),
    memberAreaId: z.string().nullable(),
    url: z.string().nullable(),
    get children() {
      return z.array(navigationLink);
    },
  })
  .meta({ id: 'NavigationLink' });

export const navigationList = z.object({ fieldName: z.string(), items: z.array(navigationLink) });
export type NavigationListDto = z.infer<typeof navigationList>;

/** GetSiteLayout: the main navigation first, then the other lists. */
export const siteLayout = z.array(z.object({ identifier: z.string(), links: z.array(navigationLink) }));
export type SiteLayoutDto = z.infer<typeof siteLayout>;
