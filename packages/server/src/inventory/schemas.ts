import { rowId } from '@tessera/contract';
import { z } from 'zod';

export const stockQuery = z.object({ itemId: rowId });

export const stockResponse = z.object({
  results: z.array(z.object({ sku: z.string(), unlimited: z.boolean(), qtyInStock: z.number().int() })),
});
