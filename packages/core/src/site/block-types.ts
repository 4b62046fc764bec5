/** Block types by number (platform spec §3). */
export const BLOCK_TYPES = {
  NAVIGATION: 1,
  HTML: 2,
  LOGO: 3,
  MAP: 4,
  IMAGE: 5,
  TWITTER: 6,
  JOURNAL: 7,
  GALLERY: 8,
  FORM: 9,
  GEO: 10,
  INDEX: 11,
  COLLECTION_LINK: 12,
  LINK: 13,
  TAGCLOUD: 14,
  COMMENTS: 16,
  FOLDER: 17,
  MENU: 18,
  SOCIAL_LINKS: 19,
  SUMMARY: 20,
  SPACER: 21,
  EMBED: 22,
  CODE: 23,
  FOURSQUARE: 24,
  INSTAGRAM: 25,
  CALENDAR: 26,
  POSTS_BY_AUTHOR: 27,
  POSTS_BY_TAG: 28,
  POSTS_BY_CATEGORY: 29,
  POSTS_BY_MONTH: 30,
  QUOTE: 31,
  VIDEO: 32,
  SEARCH: 33,
  AUDIO: 41,
  FIVEHUNDREDPIX: 42,
  PRODUCT: 43,
  MARKDOWN: 44,
  FLICKR: 45,
  AMAZON: 46,
  HORIZONTAL_RULE: 47,
  SOCIAL_ACCOUNT_LINKS: 48,
  RSS: 49,
  OPENTABLE: 50,
  NEWSLETTER: 51,
  DONATION: 52,
  BUTTON: 53,
  SOCIAL_ACCOUNT_LINKS_V2: 54,
  SUMMARY_V2: 55,
  SOUNDCLOUD: 56,
  EMAIL_FOOTER: 57,
  IN_BROWSER_MESSAGE_LINK: 58,
  TOURDATES: 59,
  ALBUM: 60,
  ARCHIVE: 61,
  CHART: 62,
  ZOLA: 63,
  ACUITY: 65,
  OPENTABLE_V2: 66,
  MEMBER_AREA: 67,
  TOCK: 68,
  ACCORDION: 69,
  MARQUEE: 70,
  SHAPE: 71,
  PRICING_PLAN: 72,
  WEBSITE_COMPONENT: 1337,
} as const;

export type BlockType = (typeof BLOCK_TYPES)[keyof typeof BLOCK_TYPES];

/**
 * Block variants (gallery, summary, chart, image and tock layouts) use codes 1000–1019. The
 * spec gives the range but not which code is which layout, so only the range is fixed here.
 */
export const BLOCK_VARIANT_CODES = { min: 1000, max: 1019 } as const;

export function isBlockVariantCode(code: number): boolean {
  return Number.isInteger(code) && code >= BLOCK_VARIANT_CODES.min && code <= BLOCK_VARIANT_CODES.max;
}
