import { contributorRoleLabel, ok, CONTRIBUTOR_ROLES } from '@tessera/core';
import {
  addContributor,
  addWebsiteDomain,
  countWebsites,
  createWebsite,
  findWebsiteById,
  findContributorRole,
  findWebsiteBySlug,
  findWebsiteDomainByHost,
  inTransaction,
  isFirstAdministrator,
  listWebsiteDomains,
  listWebsitesOfAccount,
  updateWebsite,
  type AccountWebsite,
  type Executor,
  type Website,
} from '@tessera/db';
import { roleName } from '../auth/index.js';
import { inviteContributor } from '../contributors/index.js';
import type { OwnerActor } from '../decorations.js';
import { fail, type Outcome } from '../failure.js';
import { broadcastInvalidation } from '../cache-bus/index.js';
import { forgetAllWebsites } from '../hosts/index.js';
import { seedDemoSite } from '../seed/index.js';
import type { CreatedSite, NewSiteBody, SiteList, SiteSummary } from './schemas.js';

/** What creating a website needs from the install (the server's config or the command line's). */
export interface SiteInstall {
  db: Executor;
  dataDir: string;
  baseHost: string | undefined;
  /** `scheme://host[:port]` for one of a site's hosts. */
  originOf: (host: string) => string;
}

/** Who creates the website: the signed-in install administrator, or nobody (the command line). */
export type SiteCreator = Pick<OwnerActor, 'accountId' | 'email' | 'displayName'> | undefined;

/**
 * Install administrators create websites: the e-mails INSTALL_ADMINS names when it is set, else the
 * install's first owner (the administrator account created first).
 */
export async function isInstallAdmin(
  db: Executor,
  installAdmins: readonly string[],
  account: { accountId: string; email: string },
): Promise<boolean> {
  if (installAdmins.length > 0) return installAdmins.includes(account.email.toLowerCase());
  return isFirstAdministrator(db, account.accountId);
}

/** The host a site is reached at: its primary domain, else `<slug>.<BASE_HOST>`. */
function hostOf(site: Pick<AccountWebsite, 'slug' | 'primaryHost'>, baseHost: string | undefined) {
  return site.primaryHost ?? (baseHost ? `${site.slug}.${baseHost}` : null);
}

function summaryOf(site: AccountWebsite, install: SiteInstall, currentId: string): SiteSummary {
  const host = hostOf(site, install.baseHost);
  return {
    id: site.id,
    slug: site.slug,
    title: site.title,
    url: host ? install.originOf(host) : null,
    roleName: roleName(site.role),
    roleLabel: contributorRoleLabel(site.role),
    current: site.id === currentId,
  };
}

/** The websites an owner may edit (the site switcher) and whether they may create more. */
export async function sitesOf(
  install: SiteInstall,
  installAdmins: readonly string[],
  owner: OwnerActor,
  currentWebsiteId: string,
): Promise<SiteList> {
  const [sites, canCreate] = await Promise.all([
    listWebsitesOfAccount(install.db, owner.accountId),
    isInstallAdmin(install.db, installAdmins, owner),
  ]);
  return { sites: sites.map((s) => summaryOf(s, install, currentWebsiteId)), canCreate };
}

const TAKEN = { slug: 'Another website already uses this address name.' };

/** Checks that the slug and hosts are free; a retry by the same creator answers the site it made. */
async function checkFree(
  install: SiteInstall,
  input: NewSiteBody,
  creator: SiteCreator,
): Promise<Outcome<Website | undefined>> {
  const existing = await findWebsiteBySlug(install.db, input.slug);
  if (existing) {
    const role = creator && (await findContributorRole(install.db, existing.id, creator.accountId));
    return role === CONTRIBUTOR_ROLES.ADMIN ? ok(existing) : fail('site-slug-taken', TAKEN);
  }
  for (const [index, host] of input.hosts.entries()) {
    if (await findWebsiteDomainByHost(install.db, host))
      return fail('domain-taken', { [`hosts.${index}`]: 'This domain is already used by another site.' });
  }
  if (input.hosts.length === 0 && !install.baseHost)
    return fail('validation-failed', {
      hosts: 'Add a domain: this installation has no BASE_HOST to give the site an address.',
    });
  return ok(undefined);
}

/** The website a request came in on, and the host it used. */
export interface CurrentAddress {
  websiteId: string;
  host: string;
}

/**
 * A lone website with no domain answers every host (the single-site fallback), which stops once
 * there is a second: the host the creator is using becomes its domain, so it keeps answering there.
 */
async function addressToKeep(
  install: SiteInstall,
  current: CurrentAddress,
): Promise<CurrentAddress | undefined> {
  const host = current.host.toLowerCase().replace(/\.$/, '');
  if ((await countWebsites(install.db)) !== 1) return undefined;
  if ((await listWebsiteDomains(install.db, current.websiteId)).length > 0) return undefined;
  const website = await findWebsiteById(install.db, current.websiteId);
  if (!website || (install.baseHost && host === `${website.slug}.${install.baseHost}`)) return undefined;
  if (await findWebsiteDomainByHost(install.db, host)) return undefined;
  return { websiteId: current.websiteId, host };
}

/**
 * Creates a website: its row (or the demo shop through the seed), its domains, the creator as an
 * administrator, and an invitation by e-mail to its first owner (the contributors' invitation and
 * its mail, as an administrator). Retrying with the same slug answers the site already made.
 */
export async function createSite(
  install: SiteInstall,
  input: NewSiteBody,
  creator: SiteCreator,
  current?: CurrentAddress,
): Promise<Outcome<CreatedSite>> {
  const free = await checkFree(install, input, creator);
  if (!free.ok) return free;
  if (free.value) return ok(await createdAnswer(install, free.value, creator, null));
  const keep = current && (await addressToKeep(install, current));
  const seeded = input.demo
    ? (
        await seedDemoSite(install.db, {
          dataDir: install.dataDir,
          slug: input.slug,
          ownerPassword: '',
          withOwner: false,
        })
      ).website
    : undefined;
  try {
    const result = await inTransaction(install.db, async (trx) => {
      const website =
        seeded ?? (await createWebsite(trx, { slug: input.slug, title: input.title || input.slug }));
      if (seeded && input.title) await updateWebsite(trx, website.id, { title: input.title });
      for (const [index, host] of input.hosts.entries())
        await addWebsiteDomain(trx, website.id, host, index === 0);
      if (keep) await addWebsiteDomain(trx, keep.websiteId, keep.host, true);
      if (creator) await addContributor(trx, website.id, creator.accountId, CONTRIBUTOR_ROLES.ADMIN);
      const invite = creator?.email.toLowerCase() !== input.ownerEmail;
      if (invite) {
        const host =
          hostOf({ slug: website.slug, primaryHost: input.hosts[0] ?? null }, install.baseHost) ?? '';
        const ctx = {
          websiteId: website.id,
          actor: creator
            ? {
                kind: 'owner' as const,
                ...creator,
                role: CONTRIBUTOR_ROLES.ADMIN,
                sessionIdHash: '',
                csrfToken: '',
              }
            : { kind: 'visitor' as const },
          locale: website.locale,
          db: trx,
        };
        const site = { title: input.title || website.title, baseUrl: install.originOf(host) };
        const invited = await inviteContributor(trx, ctx, site, {
          email: input.ownerEmail,
          role: CONTRIBUTOR_ROLES.ADMIN,
        });
        if (!invited.ok) throw new Error(`inviting the first owner failed: ${invited.error.code}`);
      }
      return { website, invite };
    });
    forgetAllWebsites();
    broadcastInvalidation({ kind: 'all-websites' });
    return ok(await createdAnswer(install, result.website, creator, result.invite ? input.ownerEmail : null));
  } catch (error) {
    // Two creates of one slug at once: the unique slug lets one win.
    if (!seeded && (await findWebsiteBySlug(install.db, input.slug))) return fail('site-slug-taken', TAKEN);
    throw error;
  }
}

async function createdAnswer(
  install: SiteInstall,
  website: Website,
  creator: SiteCreator,
  invitedEmail: string | null,
): Promise<CreatedSite> {
  const mine = creator ? await listWebsitesOfAccount(install.db, creator.accountId) : [];
  const listed = mine.find((s) => s.id === website.id);
  const site: AccountWebsite = listed ?? {
    id: website.id,
    slug: website.slug,
    title: website.title,
    role: CONTRIBUTOR_ROLES.ADMIN,
    primaryHost: (await listWebsiteDomains(install.db, website.id)).find((d) => d.is_primary)?.host ?? null,
  };
  return { site: summaryOf(site, install, ''), invitedEmail };
}
