import { SUBSCRIPTION_STATES } from '@tessera/db';
import { z } from 'zod';
import { rowId } from '@tessera/contract';

export const subscriptionListQuery = z.object({
  state: z.enum([...SUBSCRIPTION_STATES, 'paused']).optional(),
  /** 'true': only subscriptions with failed renewals. */
  failed: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const subscriptionParams = z.object({ subscriptionId: rowId });

export const ownerSubscription = z.object({
  id: z.string(),
  /** active, paused, cancelled, completed or past-due (a renewal failed). */
  state: z.string(),
  email: z.string(),
  productName: z.string(),
  planText: z.string(),
  cyclesBilled: z.number().int(),
  numBillingCycles: z.number().int(),
  nextBillingAt: z.number().nullable(),
  pausedAt: z.number().nullable(),
  cancelledAt: z.number().nullable(),
  failedRenewals: z.number().int(),
  lastFailureReason: z.string().nullable(),
  lastFailureAt: z.number().nullable(),
  /** Past due: when the refused renewal is retried automatically; null when no retry is due. */
  nextRetryAt: z.number().nullable(),
  createdAt: z.number(),
});

export const subscriptionList = z.object({
  subscriptions: z.array(ownerSubscription),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const subscriptionDetail = z.object({
  subscription: ownerSubscription,
  /** The first order and every renewal, newest first. */
  orders: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.number().int(),
      kind: z.string(),
      createdAt: z.number(),
      status: z.string(),
    }),
  ),
});
