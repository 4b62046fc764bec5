import { rowId } from '@tessera/contract';
import { z } from 'zod';

export const memberListQuery = z.object({
  /** Part of an e-mail address or a name, any case. */
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

const membershipState = z.enum(['active', 'ending', 'ended', 'revoked']);

export const memberSummary = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  verified: z.boolean(),
  createdAt: z.number(),
  /** The areas this person can open now, by name. */
  activeAreas: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const memberList = z.object({
  members: z.array(memberSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const memberParams = z.object({ siteUserId: rowId });
export const membershipParams = z.object({ siteUserId: rowId, areaId: rowId });
export const grantBody = z.object({ memberAreaId: rowId }).strict();

export const memberDetail = z.object({
  member: memberSummary,
  memberships: z.array(
    z.object({
      areaId: z.string(),
      areaName: z.string(),
      source: z.enum(['free', 'order', 'subscription', 'manual']),
      state: membershipState,
      grantedAt: z.number(),
      revokedAt: z.number().nullable(),
      orderId: z.string().nullable(),
      subscriptionId: z.string().nullable(),
    }),
  ),
  /** Orders placed with the account's address, newest first (at most 100). */
  orders: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.number().int(),
      createdAt: z.number(),
      status: z.string(),
      grandTotal: z.object({ value: z.string(), currency: z.string() }),
    }),
  ),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      productName: z.string(),
      state: z.string(),
      paused: z.boolean(),
      nextBillingAt: z.number().nullable(),
      createdAt: z.number(),
    }),
  ),
});
export type MemberDetail = z.infer<typeof memberDetail>;
