import { emailInvalidMessage, isValidEmail } from '@tessera/core';
import { CONTRIBUTOR_ROLE_CODES, type ContributorRole } from '@tessera/core';
import { z } from 'zod';
import { meResponse } from '../auth/index.js';

/** One of the spec's 15 role codes (5 is not one). */
export const roleCode = z
  .number()
  .int()
  .refine((value): value is ContributorRole => CONTRIBUTOR_ROLE_CODES.includes(value as ContributorRole), {
    message: 'Choose one of the roles.',
  });

export const contributor = z.object({
  accountId: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.number().int(),
  roleName: z.string(),
  /** When they joined the site (epoch ms). */
  since: z.number().int(),
});

export const invitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.number().int(),
  roleName: z.string(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  /** 'expired' once `expiresAt` has passed: the link no longer works; invite again. */
  status: z.enum(['pending', 'expired']),
});

export const contributorList = z.object({
  contributors: z.array(contributor),
  /** Invitations not accepted yet, oldest first. */
  invitations: z.array(invitation),
});

export const inviteBody = z
  .object({
    email: z.string().trim().toLowerCase().refine(isValidEmail, { message: emailInvalidMessage() }),
    role: roleCode,
  })
  .strict();

export const roleBody = z.object({ role: roleCode }).strict();

export const accountParams = z.object({ accountId: z.string().min(1).max(64) });
export const invitationParams = z.object({ invitationId: z.string().min(1).max(64) });
export const tokenParams = z.object({ token: z.string().min(1).max(128) });

/** What the invitee sees before accepting. */
export const invitationPreview = z.object({
  email: z.string(),
  role: z.number().int(),
  roleName: z.string(),
  websiteTitle: z.string(),
  expiresAt: z.number().int(),
  /** True when the address already has an account (on any site of this install): sign in with its password. */
  accountExists: z.boolean(),
});

export const acceptBody = z
  .object({
    /** Ignored when the account exists already (it keeps its name). */
    displayName: z.string().trim().max(120).optional(),
    password: z.string().min(8, 'Use at least 8 characters.').max(1024),
  })
  .strict();

export const acceptResponse = meResponse;

export type ContributorDto = z.infer<typeof contributor>;
export type InvitationDto = z.infer<typeof invitation>;
export type ContributorListDto = z.infer<typeof contributorList>;
export type InviteBody = z.infer<typeof inviteBody>;
export type AcceptBody = z.infer<typeof acceptBody>;
export type InvitationPreviewDto = z.infer<typeof invitationPreview>;
