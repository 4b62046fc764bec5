/** The locale used when the caller gives none (reference §11.1 recommendation): core's. */
export { DEFAULT_LOCALE } from '@tessera/core';
