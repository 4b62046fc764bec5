/**
 * The platform's named enumerations of platform spec §3 that have no numeric codes (or only
 * some): slices, slides, named page types, gallery media, tweak events, cohorts, the popup's
 * local-storage keys and the collection types listed without a code. Names are the spec's own.
 */

/** Slice types by name, in the spec's order. */
export const SLICE_TYPE_NAMES = [
  'heading',
  'sub-heading',
  'body',
  'image',
  'gallery',
  'video',
  'social-icons',
  'buttons',
  'navigation',
  'custom-form',
  'newsletter',
  'album',
  'map',
  'lock',
  'password',
  'twitter',
  'logo',
  'action',
  'popup-overlay-action',
  'temp-lock-inject',
  'sso-options',
] as const;
export type SliceTypeName = (typeof SLICE_TYPE_NAMES)[number];

/**
 * Slice type codes the spec gives ("1 heading to 19 twitter"); the codes between are not in the
 * spec, so they are not guessed here.
 */
export const SLICE_TYPE_CODES = { HEADING: 1, TWITTER: 19 } as const satisfies Partial<
  Record<string, number>
>;

/** Slide types: the full-screen layers a site can show over or instead of its pages. */
export const SLIDE_TYPES = ['cover-page', 'lock-screen', 'popup-overlay', 'sso-screen'] as const;
export type SlideType = (typeof SLIDE_TYPES)[number];

/** Named page types (the slide-backed and special pages), as the spec writes them. */
export const NAMED_PAGE_TYPES = [
  'SPLASH_PAGE',
  'LOCK_SCREEN',
  'POPUP_OVERLAY',
  'CHECKOUT',
  'STYLE',
  'SSO_PAGE',
] as const;
export type NamedPageType = (typeof NAMED_PAGE_TYPES)[number];

/** What a gallery slot holds. */
export const GALLERY_MEDIA_TYPES = [
  'imageEmpty',
  'imageFile',
  'imageLicensed',
  'imageReused',
  'assetReused',
  'video',
] as const;
export type GalleryMediaType = (typeof GALLERY_MEDIA_TYPES)[number];

/** Events the style editor ("tweaks") sends to a page being designed. */
export const TWEAK_EVENTS = [
  'change',
  'close',
  'save',
  'reset',
  'after show',
  'after close',
  'before open',
] as const;
export type TweakEvent = (typeof TWEAK_EVENTS)[number];

/** Visitor cohorts for surveys. */
export const COHORTS = ['A', 'B', 'C', 'D', 'E'] as const;
export type Cohort = (typeof COHORTS)[number];

/** The popup overlay's local-storage keys: when it was closed, which version, whether submitted. */
export const POPUP_LOCAL_STORAGE_KEYS = ['date-closed', 'version', 'submitted'] as const;
export type PopupLocalStorageKey = (typeof POPUP_LOCAL_STORAGE_KEYS)[number];

/** Collection types the spec names without a code (`COLLECTION_TYPES` holds the coded ones). */
export const CODELESS_COLLECTION_TYPES = [
  'twitter',
  'foursquare',
  'instagram',
  'gallery-block',
  'template-page',
  'splash-page',
  'flickr',
  'slide-gallery',
] as const;
export type CodelessCollectionType = (typeof CODELESS_COLLECTION_TYPES)[number];
