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
}
export type SettingsPatch = Partial<PageSettingsValues> & { password?: string };

/** One change of a page's settings as data: what to send, and what undoes it. */
export interface SettingsCommand {
  name: 'page-settings';
  pageId: string;
  label: string;
  after: SettingsPatch;
  before: SettingsPatch;
}

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
    name: 'page-settings',
    pageId: page.id,
    label: `Changed the settings of ${page.title}`,
    after,
    before,
  };
}

/** Undo and redo stacks of settings commands (the newest last). */
export interface SettingsHistory {
  done: readonly SettingsCommand[];
  undone: readonly SettingsCommand[];
}

export const emptySettingsHistory: SettingsHistory = { done: [], undone: [] };

export function recorded(history: SettingsHistory, command: SettingsCommand): SettingsHistory {
  return { done: [...history.done, command], undone: [] };
}

export function afterUndo(history: SettingsHistory): SettingsHistory {
  const last = history.done.at(-1);
  return last ? { done: history.done.slice(0, -1), undone: [...history.undone, last] } : history;
}

export function afterRedo(history: SettingsHistory): SettingsHistory {
  const last = history.undone.at(-1);
  return last ? { done: [...history.done, last], undone: history.undone.slice(0, -1) } : history;
}
