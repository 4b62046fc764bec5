import { BLOCK_TYPES, isBlockVariantCode } from '@tessera/core';
import { z } from 'zod';
import { boundedObject, idSchema } from '../owner-kit/index.js';

const KNOWN_BLOCK_TYPES: ReadonlySet<number> = new Set(Object.values(BLOCK_TYPES));
export const MAX_BLOCK_CONFIG_BYTES = 64 * 1024;

export const layoutEnsure = z
  .object({
    ownerKind: z.enum(['collection', 'item', 'region']),
    /** A collection or item id, or a region name such as 'header'. */
    ownerId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    name: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/)
      .optional(),
  })
  .strict();
export type LayoutEnsure = z.infer<typeof layoutEnsure>;

export const blockInput = z
  .object({
    blockType: z
      .number()
      .int()
      .refine((t) => KNOWN_BLOCK_TYPES.has(t) || isBlockVariantCode(t), { message: 'Unknown block type' }),
    config: boundedObject(MAX_BLOCK_CONFIG_BYTES).optional(),
  })
  .strict();

/** The 60-block limit is checked by the service so it answers its own error ('too-many-blocks'). */
export const blocksBody = z.object({ blocks: z.array(blockInput).max(1000) }).strict();
export type BlocksBody = z.infer<typeof blocksBody>;

export const layoutParams = z.object({ layoutId: idSchema });

export const layout = z.object({
  id: z.string(),
  ownerKind: z.string(),
  ownerId: z.string(),
  name: z.string(),
  updatedAt: z.number(),
  blocks: z.array(
    z.object({
      id: z.string(),
      blockType: z.number().int(),
      position: z.number().int(),
      config: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type LayoutDto = z.infer<typeof layout>;
