import { describe, expect, it } from 'vitest';
import type { Collection } from '../api/pages.js';
import {
  afterRedo,
  afterUndo,
  emptySettingsHistory,
  recorded,
  settingsCommand,
  settingsOf,
} from './settings-commands.js';

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
} as unknown as Collection;

describe('page settings as commands', () => {
  it('holds only what changed, with the old values as its inverse', () => {
    const values = { ...settingsOf(page), urlId: 'our-story', publishState: 'draft' as const };
    expect(settingsCommand(page, values, undefined)).toEqual({
      name: 'page-settings',
      pageId: 'p1',
      label: 'Changed the settings of About',
      after: { urlId: 'our-story', publishState: 'draft' },
      before: { urlId: 'about', publishState: 'published' },
    });
    expect(settingsCommand(page, settingsOf(page), undefined)).toBeUndefined();
    const locked = settingsCommand(page, { ...settingsOf(page), pagePermission: 'password' }, 'sesame');
    expect(locked?.after).toEqual({ pagePermission: 'password', password: 'sesame' });
    expect(locked?.before).toEqual({ pagePermission: 'public' });
  });

  it('undoes and redoes in order, and a new change clears what was undone', () => {
    const a = settingsCommand(page, { ...settingsOf(page), title: 'A' }, undefined);
    const b = settingsCommand(page, { ...settingsOf(page), title: 'B' }, undefined);
    if (!a || !b) throw new Error('no commands');
    const both = recorded(recorded(emptySettingsHistory, a), b);
    const undone = afterUndo(both);
    expect(undone).toEqual({ done: [a], undone: [b] });
    expect(afterRedo(undone)).toEqual(both);
    expect(recorded(undone, a)).toEqual({ done: [a, a], undone: [] });
    expect(afterUndo(emptySettingsHistory)).toBe(emptySettingsHistory);
  });
});
