/** Content record types by code (platform spec §3). */
export const RECORD_TYPES = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  THREAD: 13,
  GALLERY: 14,
  LESSON: 62,
  COURSE_ITEM: 63,
} as const;

export type RecordType = (typeof RECORD_TYPES)[keyof typeof RECORD_TYPES];
