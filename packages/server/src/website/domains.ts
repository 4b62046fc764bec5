import {
  addWebsiteDomain,
  findWebsiteDomainByHost,
  listWebsiteDomains,
  removeWebsiteDomain,
  setPrimaryWebsiteDomain,
  type WebsiteDomain,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { AppError } from '../errors.js';
import { siteChanged } from '../render/index.js';
import type { WebsiteDomainDto } from './schemas.js';

const toDto = (domain: WebsiteDomain): WebsiteDomainDto => ({
  id: domain.id,
  host: domain.host,
  primary: domain.is_primary,
});

export async function domainsOf(ctx: ServiceContext): Promise<{ domains: WebsiteDomainDto[] }> {
  return { domains: (await listWebsiteDomains(ctx.db, ctx.websiteId)).map(toDto) };
}

/**
 * Adds a host the site answers for. Adding a host the site already has answers it again (safe to
 * retry); a host of another site is refused. The first domain becomes the primary one.
 */
export async function addDomain(ctx: ServiceContext, host: string): Promise<WebsiteDomainDto> {
  const existing = await findWebsiteDomainByHost(ctx.db, host);
  if (existing && existing.website_id === ctx.websiteId) return toDto(existing);
  if (existing) throw new AppError('domain-taken', { host: 'This domain is already used by another site.' });
  const isFirst = (await listWebsiteDomains(ctx.db, ctx.websiteId)).length === 0;
  try {
    const added = await addWebsiteDomain(ctx.db, ctx.websiteId, host, isFirst);
    siteChanged(ctx.websiteId, 'settings');
    return toDto(added);
  } catch (error) {
    // Two adds of one host at once: the unique host index lets one win.
    const winner = await findWebsiteDomainByHost(ctx.db, host);
    if (winner?.website_id === ctx.websiteId) return toDto(winner);
    if (winner) throw new AppError('domain-taken', { host: 'This domain is already used by another site.' });
    throw error;
  }
}

/**
 * Removes a domain (already gone is fine: retry-safe). The host the request came in on stays, so
 * an owner cannot cut the branch they sit on; if the primary goes, the next one takes its place.
 */
export async function removeDomain(
  ctx: ServiceContext,
  domainId: string,
  requestHost: string,
): Promise<void> {
  const domains = await listWebsiteDomains(ctx.db, ctx.websiteId);
  const domain = domains.find((d) => d.id === domainId);
  if (!domain) return;
  if (domain.host === requestHost.toLowerCase().replace(/\.$/, '')) throw new AppError('domain-in-use');
  await removeWebsiteDomain(ctx.db, ctx.websiteId, domainId);
  const next = domains.find((d) => d.id !== domainId);
  if (domain.is_primary && next) await setPrimaryWebsiteDomain(ctx.db, ctx.websiteId, next.id);
  siteChanged(ctx.websiteId, 'settings');
}

export async function makePrimaryDomain(
  ctx: ServiceContext,
  domainId: string,
): Promise<{ domains: WebsiteDomainDto[] }> {
  if (!(await setPrimaryWebsiteDomain(ctx.db, ctx.websiteId, domainId))) throw new AppError('not-found');
  siteChanged(ctx.websiteId, 'settings');
  return domainsOf(ctx);
}
