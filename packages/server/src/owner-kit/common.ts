import { jsonValue } from '@tessera/contract';
import { z } from 'zod';
import { roleHasPermission, type Permission } from '../auth/index.js';
import type { ServiceContext } from '../context.js';

/** Row ids in paths: ours are 24 hex characters; anything longer than an id is refused early. */
export const idSchema = z.string().min(1).max(64);

export const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
});

/** A JSON document from the editor, bounded in size (not in shape). */
export function boundedJson(maxBytes: number) {
  return jsonValue.refine((value) => Buffer.byteLength(JSON.stringify(value)) <= maxBytes, {
    message: `Must be at most ${maxBytes} bytes of JSON`,
  });
}

export function boundedObject(maxBytes: number) {
  return z
    .record(z.string(), jsonValue)
    .refine((value) => Buffer.byteLength(JSON.stringify(value)) <= maxBytes, {
      message: `Must be at most ${maxBytes} bytes of JSON`,
    });
}

/** Whether the signed-in contributor's role grants `permission` (routes have already checked one). */
export function actorCan(ctx: ServiceContext, permission: Permission): boolean {
  return ctx.actor.kind === 'owner' && roleHasPermission(ctx.actor.role, permission);
}

/** The error message for a url id another row of the same scope already uses. */
export const URL_TAKEN = 'This URL is already in use';
