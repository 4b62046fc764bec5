import { describe, expect, it } from 'vitest';
import type { Collection } from '../api/pages.js';
import { settingsCommand, settingsOf } from './settings-commands.js';

const page = {
  id: 'p1',
  title: 'About',
  navigationTitle: 'About',
  urlId: 'about',
  seoTitle: '',
  noIndex: false,
  description: '',
  pagePermission: 'public',
  publishState: 'published',
  publishOn: null,
  socialImageFileId: null,
  commentsEnabled: true,
} as unknown as Collection;

describe('page settings as commands', () => {
  it('holds only what changed, with the old values as its inverse', () => {
    const values = { ...settingsOf(page), urlId: 'our-story', publishState: 'draft' as const };
    expect(settingsCommand(page, values, undefined)).toEqual({
      label: 'Changed the settings of About',
      after: { pageId: 'p1', patch: { urlId: 'our-story', publishState: 'draft' } },
      before: { pageId: 'p1', patch: { urlId: 'about', publishState: 'published' } },
    });
    expect(settingsCommand(page, settingsOf(page), undefined)).toBeUndefined();
    const locked = settingsCommand(page, { ...settingsOf(page), pagePermission: 'password' }, 'sesame');
    expect(locked?.after.patch).toEqual({ pagePermission: 'password', password: 'sesame' });
    expect(locked?.before.patch).toEqual({ pagePermission: 'public' });
    const shared = settingsCommand(page, { ...settingsOf(page), socialImageFileId: 'f1' }, undefined);
    expect(shared?.after.patch).toEqual({ socialImageFileId: 'f1' });
    expect(shared?.before.patch).toEqual({ socialImageFileId: null });
    const quiet = settingsCommand(page, { ...settingsOf(page), commentsEnabled: false }, undefined);
    expect([quiet?.after.patch, quiet?.before.patch]).toEqual([
      { commentsEnabled: false },
      { commentsEnabled: true },
    ]);
  });
});
