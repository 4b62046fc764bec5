import { describe, expect, it } from 'vitest';
import { CONTRIBUTOR_ROLES } from '../site/contributor-roles.js';
import { PAGE_TYPES } from '../site/page-types.js';
import { shouldTrack, UNTRACKED_PAGE_TYPES, type TrackingInput } from './tracking-rules.js';

const visitor: TrackingInput = {
  hasCensusCookie: true,
  accountRoles: null,
  path: '/shop',
  pageType: PAGE_TYPES.PAGE,
};

describe('shouldTrack', () => {
  it('names the untracked page types by their codes', () => {
    expect([...UNTRACKED_PAGE_TYPES].sort()).toEqual(
      [
        PAGE_TYPES.NOT_FOUND,
        PAGE_TYPES.LOCK_SCREEN,
        PAGE_TYPES.MEMBER_AREA_ACCESS_DENIED,
        PAGE_TYPES.SEARCH,
      ].sort(),
    );
  });

  it('tracks an anonymous visitor with the census cookie', () => {
    expect(shouldTrack(visitor)).toBe(true);
  });

  it('tracks only when the census cookie exists', () => {
    expect(shouldTrack({ ...visitor, hasCensusCookie: false })).toBe(false);
  });

  it('skips signed-in accounts unless their only role is viewer outside /config/', () => {
    expect(shouldTrack({ ...visitor, accountRoles: [CONTRIBUTOR_ROLES.ADMIN] })).toBe(false);
    expect(
      shouldTrack({ ...visitor, accountRoles: [CONTRIBUTOR_ROLES.VIEWER, CONTRIBUTOR_ROLES.EDITOR] }),
    ).toBe(false);
    expect(shouldTrack({ ...visitor, accountRoles: [CONTRIBUTOR_ROLES.VIEWER] })).toBe(true);
    expect(shouldTrack({ ...visitor, accountRoles: [CONTRIBUTOR_ROLES.VIEWER], path: '/config/pages' })).toBe(
      false,
    );
    expect(shouldTrack({ ...visitor, accountRoles: [], path: '/config/pages' })).toBe(true);
  });

  it('skips not-found, lock-screen, access-denied and search pages, and /search', () => {
    for (const pageType of [
      PAGE_TYPES.NOT_FOUND,
      PAGE_TYPES.LOCK_SCREEN,
      PAGE_TYPES.MEMBER_AREA_ACCESS_DENIED,
      PAGE_TYPES.SEARCH,
    ]) {
      expect(shouldTrack({ ...visitor, pageType })).toBe(false);
    }
    expect(shouldTrack({ ...visitor, pageType: null, path: '/search?q=mug' })).toBe(false);
    expect(shouldTrack({ ...visitor, pageType: null, path: '/search' })).toBe(false);
    expect(shouldTrack({ ...visitor, pageType: null, path: '/searching' })).toBe(true);
    expect(shouldTrack({ ...visitor, pageType: PAGE_TYPES.CONTENT_ITEM })).toBe(true);
  });
});
