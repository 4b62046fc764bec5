import { z } from 'zod';

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const listIdParams = z.object({ listId: id });
export const subscriberParams = z.object({ listId: id, subscriberId: id });
export { mailingListInput } from '@tessera/contract';

export const mailingListDto = z.object({
  id: z.string(),
  name: z.string(),
  subscriberCount: z.number().int(),
  createdAt: z.number(),
});
export const mailingListList = z.object({ lists: z.array(mailingListDto) });

export const subscriberDto = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  fields: z.record(z.string(), z.string()),
  sourceFormId: z.string().nullable(),
  createdAt: z.number(),
  /** When the subscriber left through an e-mail's unsubscribe link; null while subscribed. */
  unsubscribedAt: z.number().nullable(),
});
export const subscriberPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(64).optional(),
});
export const subscriberPage = z.object({
  subscribers: z.array(subscriberDto),
  nextCursor: z.string().nullable(),
});
export const deletedResponse = z.object({ deleted: z.literal(true) });
