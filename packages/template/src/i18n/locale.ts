/** The locale used when the caller gives none (reference §11.1 recommendation). */
export const DEFAULT_LOCALE = 'en-US';
