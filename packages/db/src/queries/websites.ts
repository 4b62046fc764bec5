import type { Insertable } from 'kysely';
import { newId } from '../ids.js';
import { rowDecoder, toFlag, toJson, type Decoded } from '../schema/columns.js';
import {
  DEFAULT_WEBSITE_SETTINGS,
  type WebsiteDomainRow,
  type WebsiteRow,
  type WebsiteSettings,
  type WebsitesTable,
} from '../schema/platform.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

/** A website with its settings merged over the defaults. */
export type Website = Omit<Decoded<WebsiteRow>, 'settings'> & { settings: WebsiteSettings };
export type WebsiteDomain = Decoded<WebsiteDomainRow>;

const decodeRow = rowDecoder<WebsiteRow>(['settings'], []);
const decodeDomain = rowDecoder<WebsiteDomainRow>([], ['is_primary']);

/** Fills missing settings with defaults, one level deep for grouped settings. */
export function mergeWebsiteSettings(stored: Partial<WebsiteSettings>): WebsiteSettings {
  const d = DEFAULT_WEBSITE_SETTINGS;
  return {
    ...d,
    ...stored,
    buttonLabels: { ...d.buttonLabels, ...stored.buttonLabels },
    captcha: { ...d.captcha, ...stored.captcha },
    reviewRequests: { ...d.reviewRequests, ...stored.reviewRequests },
    cookiePolicy: { ...d.cookiePolicy, ...stored.cookiePolicy },
    businessInformation: { ...d.businessInformation, ...stored.businessInformation },
    design: { ...d.design, ...stored.design },
  };
}

function toWebsite(row: WebsiteRow): Website {
  const decoded = decodeRow(row);
  return { ...decoded, settings: mergeWebsiteSettings(decoded.settings) };
}

export interface NewWebsite {
  /** A caller-chosen id (the demo seed uses stable ids); a random one otherwise. */
  id?: string;
  slug: string;
  title: string;
  currency?: string;
  locale?: string;
  timeZone?: string;
  storeCountry?: string | null;
  settings?: Partial<WebsiteSettings>;
}

export async function createWebsite(db: Executor, input: NewWebsite): Promise<Website> {
  const now = clockOf(db).now();
  const values: Insertable<WebsitesTable> = {
    id: input.id ?? newId(),
    slug: input.slug.toLowerCase(),
    title: input.title,
    currency: input.currency,
    locale: input.locale,
    time_zone: input.timeZone,
    store_country: input.storeCountry ?? null,
    settings: toJson(input.settings ?? {}),
    created_at: now,
    updated_at: now,
  };
  const row = await db.insertInto('websites').values(values).returningAll().executeTakeFirstOrThrow();
  return toWebsite(row);
}

export async function findWebsiteById(db: Executor, websiteId: string): Promise<Website | undefined> {
  const row = await db.selectFrom('websites').selectAll().where('id', '=', websiteId).executeTakeFirst();
  return row && toWebsite(row);
}

export async function findWebsiteBySlug(db: Executor, slug: string): Promise<Website | undefined> {
  const row = await db
    .selectFrom('websites')
    .selectAll()
    .where('slug', '=', slug.toLowerCase())
    .executeTakeFirst();
  return row && toWebsite(row);
}

/** The website that owns a custom domain (host without port, any case). */
export async function findWebsiteByDomain(db: Executor, host: string): Promise<Website | undefined> {
  const row = await db
    .selectFrom('website_domains')
    .innerJoin('websites', 'websites.id', 'website_domains.website_id')
    .selectAll('websites')
    .where('website_domains.host', '=', host.toLowerCase())
    .executeTakeFirst();
  return row && toWebsite(row);
}

/** The website's primary domain (lower-case host name), if it has one. */
export async function findPrimaryHost(db: Executor, websiteId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('website_domains')
    .select('host')
    .where('website_id', '=', websiteId)
    .where('is_primary', '=', toFlag(true))
    .executeTakeFirst();
  return row?.host;
}

/** The only website when the install has exactly one, else undefined. */
export async function findSoleWebsite(db: Executor): Promise<Website | undefined> {
  const rows = await db.selectFrom('websites').selectAll().limit(2).execute();
  return rows.length === 1 && rows[0] ? toWebsite(rows[0]) : undefined;
}

export interface WebsiteUpdate {
  title?: string;
  currency?: string;
  locale?: string;
  timeZone?: string;
  storeCountry?: string | null;
  settings?: WebsiteSettings;
}

export async function updateWebsite(
  db: Executor,
  websiteId: string,
  update: WebsiteUpdate,
): Promise<Website | undefined> {
  const row = await db
    .updateTable('websites')
    .set({
      ...(update.title !== undefined && { title: update.title }),
      ...(update.currency !== undefined && { currency: update.currency }),
      ...(update.locale !== undefined && { locale: update.locale }),
      ...(update.timeZone !== undefined && { time_zone: update.timeZone }),
      ...(update.storeCountry !== undefined && { store_country: update.storeCountry }),
      ...(update.settings !== undefined && { settings: toJson<Partial<WebsiteSettings>>(update.settings) }),
      updated_at: clockOf(db).now(),
    })
    .where('id', '=', websiteId)
    .returningAll()
    .executeTakeFirst();
  return row && toWebsite(row);
}

export async function addWebsiteDomain(
  db: Executor,
  websiteId: string,
  host: string,
  isPrimary = false,
): Promise<WebsiteDomain> {
  const row = await db
    .insertInto('website_domains')
    .values({
      id: newId(),
      website_id: websiteId,
      host: host.toLowerCase(),
      is_primary: toFlag(isPrimary),
      created_at: clockOf(db).now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return decodeDomain(row);
}

export async function listWebsiteDomains(db: Executor, websiteId: string): Promise<WebsiteDomain[]> {
  const rows = await db
    .selectFrom('website_domains')
    .selectAll()
    .where('website_id', '=', websiteId)
    .orderBy('host')
    .execute();
  return rows.map(decodeDomain);
}

export async function removeWebsiteDomain(
  db: Executor,
  websiteId: string,
  domainId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('website_domains')
    .where('website_id', '=', websiteId)
    .where('id', '=', domainId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** How many websites the install has (install-wide: the demo seed runs only when there are none). */
export async function countWebsites(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('websites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The domain row of a host, whichever website it belongs to. */
export async function findWebsiteDomainByHost(
  db: Executor,
  host: string,
): Promise<WebsiteDomain | undefined> {
  const row = await db
    .selectFrom('website_domains')
    .selectAll()
    .where('host', '=', host.toLowerCase())
    .executeTakeFirst();
  return row && decodeDomain(row);
}

/** Makes one domain the website's primary one (and no other); false when it is not the site's. */
export async function setPrimaryWebsiteDomain(
  db: Executor,
  websiteId: string,
  domainId: string,
): Promise<boolean> {
  const found = await db
    .selectFrom('website_domains')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('id', '=', domainId)
    .executeTakeFirst();
  if (!found) return false;
  await db
    .updateTable('website_domains')
    .set({ is_primary: toFlag(false) })
    .where('website_id', '=', websiteId)
    .where('id', '<>', domainId)
    .execute();
  await db
    .updateTable('website_domains')
    .set({ is_primary: toFlag(true) })
    .where('website_id', '=', websiteId)
    .where('id', '=', domainId)
    .execute();
  return true;
}

/** A website an account contributes to, with its role there and its primary domain. */
export interface AccountWebsite {
  id: string;
  slug: string;
  title: string;
  role: number;
  primaryHost: string | null;
}

/** Every website the account contributes to, by title. */
export async function listWebsitesOfAccount(db: Executor, accountId: string): Promise<AccountWebsite[]> {
  const rows = await db
    .selectFrom('website_contributors')
    .innerJoin('websites', 'websites.id', 'website_contributors.website_id')
    .leftJoin('website_domains', (join) =>
      join
        .onRef('website_domains.website_id', '=', 'websites.id')
        .on('website_domains.is_primary', '=', toFlag(true)),
    )
    .select([
      'websites.id',
      'websites.slug',
      'websites.title',
      'website_contributors.role',
      'website_domains.host as primaryHost',
    ])
    .where('website_contributors.account_id', '=', accountId)
    .orderBy('websites.title')
    .orderBy('websites.id')
    .execute();
  return rows.map((r) => ({ ...r, primaryHost: r.primaryHost ?? null }));
}

/** Every website of the install with its primary domain, by slug (the command line's list). */
export async function listWebsitesWithPrimaryHost(db: Executor): Promise<Omit<AccountWebsite, 'role'>[]> {
  const rows = await db
    .selectFrom('websites')
    .leftJoin('website_domains', (join) =>
      join
        .onRef('website_domains.website_id', '=', 'websites.id')
        .on('website_domains.is_primary', '=', toFlag(true)),
    )
    .select(['websites.id', 'websites.slug', 'websites.title', 'website_domains.host as primaryHost'])
    .orderBy('websites.slug')
    .execute();
  return rows.map((r) => ({ ...r, primaryHost: r.primaryHost ?? null }));
}
