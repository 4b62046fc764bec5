/** Smaller site enumerations of platform spec §3 and §9. */

/** What a navigation folder does when clicked. */
export const FOLDER_BEHAVIORS = { INDEX: 1, REDIRECT: 2, NONE: 3, VARIATION: 4 } as const;
export type FolderBehavior = (typeof FOLDER_BEHAVIORS)[keyof typeof FOLDER_BEHAVIORS];

/** Where a section background comes from. */
export const BACKGROUND_SOURCES = { UPLOAD: 1, INSTAGRAM: 2, VIDEO: 3, NONE: 4 } as const;
export type BackgroundSource = (typeof BACKGROUND_SOURCES)[keyof typeof BACKGROUND_SOURCES];

export const VERTICAL_POSITIONS = ['TOP', 'CENTER', 'BOTTOM'] as const;
export const HORIZONTAL_POSITIONS = ['LEFT', 'CENTER', 'RIGHT'] as const;
/** A position on a 3 × 3 grid, e.g. 'TOP_LEFT' or 'CENTER_CENTER'. */
export type Position = `${(typeof VERTICAL_POSITIONS)[number]}_${(typeof HORIZONTAL_POSITIONS)[number]}`;
// Written out rather than computed so bundlers can drop it when unused.
export const POSITIONS: readonly Position[] = [
  'TOP_LEFT',
  'TOP_CENTER',
  'TOP_RIGHT',
  'CENTER_LEFT',
  'CENTER_CENTER',
  'CENTER_RIGHT',
  'BOTTOM_LEFT',
  'BOTTOM_CENTER',
  'BOTTOM_RIGHT',
];

export const DEVICE_VIEWS = ['desktop', 'phone', 'tablet'] as const;
export type DeviceView = (typeof DEVICE_VIEWS)[number];

/** Visitor analytics event types by code. */
export const ANALYTICS_EVENT_TYPES = {
  PAGE_VIEW: 1,
  SITE_SEARCH: 2,
  HEARTBEAT: 10,
  AUDIO: 20,
  VIDEO: 21,
} as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[keyof typeof ANALYTICS_EVENT_TYPES];

/** Reserved navigation names: pages not in any menu, and member-area pages. */
export const HIDDEN_NAVIGATION_NAME = '_hidden';
export const MEMBER_AREAS_NAVIGATION_NAME = '_memberareas';
/** The reserved readme page. */
export const README_PAGE_NAME = 'readme';
