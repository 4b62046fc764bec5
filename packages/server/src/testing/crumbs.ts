import type { Executor } from '@tessera/db';
import type { FastifyInstance } from 'fastify';
import { crumbSecret, mintCrumb } from '../plugins/index.js';

/**
 * Signed crumbs for test visitors, minted with the server's own signing (as the first page load
 * would set them), so a test need not load a page before its first post.
 */
const sites = new Map<string, { websiteId: string; secret: string }>();

function bare(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '');
}

/** Lets `crumbFor(host)` mint synchronously for this website (seedSite calls it). */
export async function knowSite(db: Executor, websiteId: string, host: string): Promise<void> {
  sites.set(bare(host), { websiteId, secret: await crumbSecret(db, websiteId) });
}

/** A fresh signed crumb for a host `knowSite` has seen; undefined for any other host. */
export function knownCrumbFor(host: string): string | undefined {
  const site = sites.get(bare(host));
  return site && mintCrumb(site.secret, site.websiteId);
}

/** A fresh signed crumb for a host `knowSite` (seedSite) has seen: a new visitor of that site. */
export function crumbFor(host: string): string {
  const crumb = knownCrumbFor(host);
  if (crumb === undefined) throw new Error(`no seeded website at ${host}: use signedCrumb(app, host)`);
  return crumb;
}

/** A fresh signed crumb for whatever website the app serves at this host. */
export async function signedCrumb(app: FastifyInstance, host: string): Promise<string> {
  const known = knownCrumbFor(host);
  if (known) return known;
  // A page load issues one: the same path a browser takes.
  const page = await app.inject({ method: 'GET', url: '/config', headers: { host } });
  const issued = page.cookies.find((cookie) => cookie.name === 'crumb')?.value;
  if (!issued) throw new Error(`no website at ${host} issued a crumb`);
  return issued;
}
