import { listContributors } from '@tessera/db';
import { roleName } from '../auth/index.js';
import type { ServiceContext } from '../context.js';
import type { ContributorListDto } from './schemas.js';

export async function contributorsOf(ctx: ServiceContext): Promise<ContributorListDto> {
  const rows = await listContributors(ctx.db, ctx.websiteId);
  return {
    contributors: rows.map((r) => ({
      accountId: r.account_id,
      email: r.email,
      displayName: r.display_name,
      role: r.role,
      roleName: roleName(r.role),
    })),
  };
}
