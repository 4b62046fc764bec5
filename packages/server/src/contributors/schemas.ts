import { z } from 'zod';

export const contributorList = z.object({
  contributors: z.array(
    z.object({
      accountId: z.string(),
      email: z.string(),
      displayName: z.string(),
      role: z.number().int(),
      roleName: z.string(),
    }),
  ),
});

export type ContributorListDto = z.infer<typeof contributorList>;
