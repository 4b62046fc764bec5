import {
  addWebsiteDomain,
  findWebsiteDomainByHost,
  listWebsiteDomains,
  removeWebsiteDomain,
  setPrimaryWebsiteDomain,
  type WebsiteDomain,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { ok } from '@tessera/core';
import { fail, type Outcome } from '../failure.js';
import { siteChanged } from '../render/index.js';
import type { WebsiteDomainDto } from './schemas.js';

const toDto = (domain: WebsiteDomain): WebsiteDomainDto => ({
  id: domain.id,
  host: domain.host,
  primary: domain.is_primary,
});

/** The field message of a host another site already answers for. */
const DOMAIN_TAKEN = { host: 'This domain is already used by another site.' };

export async function domainsOf(ctx: ServiceContext): Promise<{ domains: WebsiteDomainDto[] }> {
  return { domains: (await listWebsiteDomains(ctx.db, ctx.websiteId)).map(toDto) };
}

/**
 * Adds a host the site answers for. Adding a host the site already has answers it again (safe to
 * retry); a host of another site is refused. The first domain becomes the primary one.
 */
export async function addDomain(ctx: ServiceContext, host: string): Promise<Outcome<WebsiteDomainDto>> {
  const existing = await findWebsiteDomainByHost(ctx.db, host);
  if (existing && existing.website_id === ctx.websiteId) return ok(toDto(existing));
  if (existing) return fail('domain-taken', DOMAIN_TAKEN);
  const isFirst = (await listWebsiteDomains(ctx.db, ctx.websiteId)).length === 0;
  try {
    const added = await addWebsiteDomain(ctx.db, ctx.websiteId, host, isFirst);
    siteChanged(ctx.websiteId, 'settings');
    return ok(toDto(added));
  } catch (error) {
    // Two adds of one host at once: the unique host index lets one win.
    const winner = await findWebsiteDomainByHost(ctx.db, host);
    if (winner?.website_id === ctx.websiteId) return ok(toDto(winner));
    if (winner) return fail('domain-taken', DOMAIN_TAKEN);
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
): Promise<Outcome<void>> {
  const domains = await listWebsiteDomains(ctx.db, ctx.websiteId);
  const domain = domains.find((d) => d.id === domainId);
  if (!domain) return ok(undefined);
  if (domain.host === requestHost.toLowerCase().replace(/\.$/, '')) return fail('domain-in-use');
  await removeWebsiteDomain(ctx.db, ctx.websiteId, domainId);
  const next = domains.find((d) => d.id !== domainId);
  if (domain.is_primary && next) await setPrimaryWebsiteDomain(ctx.db, ctx.websiteId, next.id);
  siteChanged(ctx.websiteId, 'settings');
  return ok(undefined);
}

export async function makePrimaryDomain(
  ctx: ServiceContext,
  domainId: string,
): Promise<Outcome<{ domains: WebsiteDomainDto[] }>> {
  if (!(await setPrimaryWebsiteDomain(ctx.db, ctx.websiteId, domainId))) return fail('not-found');
  siteChanged(ctx.websiteId, 'settings');
  return ok(await domainsOf(ctx));
}
