import { z } from 'zod';

/** Row ids are 24 lower-case hex characters (db `newId()`). */
export const rowId = z.string().regex(/^[0-9a-f]{24}$/, 'Invalid id');
