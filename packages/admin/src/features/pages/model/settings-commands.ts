import type { ListCommand } from '../../../lib/saved-history.js';
import type { Collection } from '../api/pages.js';

/** The page settings the dialog edits, as the collections API takes them. */
export interface PageSettingsValues {
  title: string;
  navigationTitle: string;
  urlId: string;
  seoTitle: string;
  description: string;
  /** Keeps the page out of search engines (robots noindex, left out of the sitemap). */
  noIndex: boolean;
  pagePermission: 'public' | 'password' | 'members';
  publishState: 'published' | 'scheduled' | 'needs-review' | 'draft' | 'private';
  /** When a scheduled page goes live (ms since the epoch), else null. */
  publishOn: number | null;
  /** The image link previews show for the page (a file of the site), else the site's. */
  socialImageFileId: string | null;
  /** 'Allow comments on this collection' (blogs and other collections of posts). */
  commentsEnabled: boolean;
}
export type SettingsPatch = Partial<PageSettingsValues> & { password?: string };

/** What one save of a page's settings sends: the page and the fields to set. */
export interface SettingsTarget {
  pageId: string;
  patch: SettingsPatch;
}

/**
 * One change of a page's settings as data, on the studio's saved-change history
 * (`lib/saved-history.ts`): `after` is sent to do (and redo) it, `before` to undo it.
 */
export type SettingsCommand = ListCommand<SettingsTarget>;

export function settingsOf(page: Collection): PageSettingsValues {
  return {
    title: page.title,
    navigationTitle: page.navigationTitle,
    urlId: page.urlId,
    seoTitle: page.seoTitle,
    description: page.description,
    noIndex: page.noIndex,
    pagePermission: page.pagePermission as PageSettingsValues['pagePermission'],
    publishState: page.publishState as PageSettingsValues['publishState'],
    publishOn: page.publishOn,
    socialImageFileId: page.socialImageFileId,
    commentsEnabled: page.commentsEnabled,
  };
}

/**
 * The command for a settings change: only the fields that changed, and their old values as the
 * inverse. A new password cannot be undone to the old one (only its hash is kept): its inverse
 * keeps the lock and leaves the new password. Undefined when nothing changed.
 */
export function settingsCommand(
  page: Collection,
  values: PageSettingsValues,
  password: string | undefined,
): SettingsCommand | undefined {
  const current = settingsOf(page);
  const after: SettingsPatch = {};
  const before: SettingsPatch = {};
  for (const key of Object.keys(values) as (keyof PageSettingsValues)[]) {
    if (values[key] !== current[key]) {
      Object.assign(after, { [key]: values[key] });
      Object.assign(before, { [key]: current[key] });
    }
  }
  if (password) after.password = password;
  if (Object.keys(after).length === 0) return undefined;
  return {
    label: `Changed the settings of ${page.title}`,
    after: { pageId: page.id, patch: after },
    before: { pageId: page.id, patch: before },
  };
}
