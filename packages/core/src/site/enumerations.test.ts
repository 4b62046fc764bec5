import { describe, expect, it } from 'vitest';
import { CONTRIBUTOR_ROLE_LABELS, CONTRIBUTOR_ROLES, contributorRoleLabel } from './contributor-roles.js';
import { PAGE_TYPES } from './page-types.js';
import { COLLECTION_TYPES, COLLECTION_VIEWS } from './collection-types.js';
import { RECORD_TYPES } from './record-types.js';
import { BLOCK_TYPES, isBlockVariantCode } from './block-types.js';
import {
  ANALYTICS_EVENT_TYPES,
  BACKGROUND_SOURCES,
  DEVICE_VIEWS,
  FOLDER_BEHAVIORS,
  HIDDEN_NAVIGATION_NAME,
  MEMBER_AREAS_NAVIGATION_NAME,
  POSITIONS,
  README_PAGE_NAME,
} from './site-enums.js';
import { enumName, isEnumValue } from './enum-values.js';

describe('site enumerations', () => {
  it('names each of the 15 contributor roles once, for people', () => {
    expect([...CONTRIBUTOR_ROLE_LABELS.keys()].sort((a, b) => a - b)).toEqual(
      Object.values(CONTRIBUTOR_ROLES).sort((a, b) => a - b),
    );
    expect(new Set(CONTRIBUTOR_ROLE_LABELS.values()).size).toBe(15);
    expect(contributorRoleLabel(1)).toBe('Administrator');
    expect(contributorRoleLabel(5)).toBe('Role 5');
  });

  it('has exactly the 15 contributor roles', () => {
    expect(Object.entries(CONTRIBUTOR_ROLES)).toEqual([
      ['ADMIN', 1],
      ['BILLING', 2],
      ['REPORTING', 3],
      ['EDITOR', 4],
      ['MODERATOR', 6],
      ['COMMENTER', 7],
      ['STORE_MANAGER', 8],
      ['SCHEDULING', 9],
      ['VIEWER', 10],
      ['CAMPAIGNS_EDITOR', 11],
      ['SCHEDULING_VIEWER', 12],
      ['SCHEDULING_EDITOR', 13],
      ['NONE', 14],
      ['WEBSITE_MANAGER', 15],
      ['DRAFT_EDITOR', 16],
    ]);
  });

  it('has the 27 page types from main content 1 to single sign-on 400', () => {
    expect(Object.values(PAGE_TYPES)).toEqual([
      1, 2, 3, 50, 100, 101, 102, 103, 104, 105, 106, 107, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209,
      210, 211, 300, 301, 400,
    ]);
    expect(PAGE_TYPES.NOT_FOUND).toBe(100);
    expect(PAGE_TYPES.SINGLE_SIGN_ON).toBe(400);
  });

  it('has the collection and record types', () => {
    expect(COLLECTION_TYPES).toEqual({
      GENERIC: 1,
      SUBSCRIPTION: 2,
      PAGE: 10,
      PRODUCTS: 13,
      LESSONS: 24,
      COURSE: 25,
    });
    expect(COLLECTION_VIEWS).toEqual(['list', 'grid', 'product']);
    expect(Object.values(RECORD_TYPES)).toEqual([1, 2, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 62, 63]);
    expect(RECORD_TYPES.STORE_ITEM).toBe(11);
  });

  it('has the block types by number', () => {
    expect(Object.keys(BLOCK_TYPES)).toHaveLength(64);
    expect(BLOCK_TYPES.FORM).toBe(9);
    expect(BLOCK_TYPES.PRODUCT).toBe(43);
    expect(BLOCK_TYPES.ACUITY).toBe(65);
    expect(BLOCK_TYPES.WEBSITE_COMPONENT).toBe(1337);
    expect(new Set(Object.values(BLOCK_TYPES)).size).toBe(64);
    expect([999, 1000, 1019, 1020].map(isBlockVariantCode)).toEqual([false, true, true, false]);
  });

  it('has the small enumerations and reserved names', () => {
    expect(FOLDER_BEHAVIORS).toEqual({ INDEX: 1, REDIRECT: 2, NONE: 3, VARIATION: 4 });
    expect(BACKGROUND_SOURCES).toEqual({ UPLOAD: 1, INSTAGRAM: 2, VIDEO: 3, NONE: 4 });
    expect(POSITIONS).toHaveLength(9);
    expect(POSITIONS).toContain('BOTTOM_RIGHT');
    expect(DEVICE_VIEWS).toEqual(['desktop', 'phone', 'tablet']);
    expect(ANALYTICS_EVENT_TYPES).toEqual({
      PAGE_VIEW: 1,
      SITE_SEARCH: 2,
      HEARTBEAT: 10,
      AUDIO: 20,
      VIDEO: 21,
    });
    expect([HIDDEN_NAVIGATION_NAME, MEMBER_AREAS_NAVIGATION_NAME, README_PAGE_NAME]).toEqual([
      '_hidden',
      '_memberareas',
      'readme',
    ]);
  });

  it('checks and names codes', () => {
    expect(isEnumValue(CONTRIBUTOR_ROLES, 10)).toBe(true);
    expect(isEnumValue(CONTRIBUTOR_ROLES, 5)).toBe(false);
    expect(enumName(PAGE_TYPES, 404 as never)).toBeUndefined();
    expect(enumName(PAGE_TYPES, 102)).toBe('SEARCH');
  });
});
