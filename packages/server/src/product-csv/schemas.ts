import { z } from 'zod';
import { idSchema } from '../owner-kit/index.js';

export const importQuery = z.object({
  /** 'all' (default): nothing is written unless every row is valid; 'valid-rows': only the valid products; 'validate': a dry run. */
  mode: z.enum(['all', 'valid-rows', 'validate']).default('all'),
  /** The store page rows without a Store column go to (default: the site's first). */
  store: idSchema.optional(),
});

const rowProblem = z.object({ line: z.number().int(), reason: z.string() });

export const importReport = z.object({
  mode: z.enum(['all', 'valid-rows', 'validate']),
  written: z.boolean(),
  rows: z.number().int(),
  products: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(rowProblem),
  held: z.array(rowProblem),
});
