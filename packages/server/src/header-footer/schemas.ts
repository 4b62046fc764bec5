import { jsonValue } from '@tessera/contract';
import { z } from 'zod';

/** Each part is the editor's own JSON document; this bounds its size, not its shape. */
export const MAX_PART_BYTES = 64 * 1024;

const part = z
  .record(z.string(), jsonValue)
  .refine((value) => Buffer.byteLength(JSON.stringify(value)) <= MAX_PART_BYTES, {
    message: `Must be at most ${MAX_PART_BYTES} bytes of JSON`,
  });

export const headerFooter = z.object({ header: part, footer: part });
export const headerFooterBody = headerFooter.strict();

export type HeaderFooterDto = z.infer<typeof headerFooter>;
