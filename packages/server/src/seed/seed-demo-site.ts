import { CONTRIBUTOR_ROLES } from '@tessera/core';
import {
  addContributor,
  clockOf,
  createAccount,
  createWebsite,
  type Executor,
  findAccountByEmail,
  findWebsiteBySlug,
  inTransaction,
  type Website,
} from '@tessera/db';
import { hashPassword } from '../auth/index.js';
import { FileStorage } from '../files/index.js';
import { recordUpload } from '../files/index.js';
import { BRAND } from './brand.js';
import { seedCommerceSettings } from './commerce-settings.js';
import { prepareDemoFiles, type PreparedFile } from './demo-files.js';
import { demoIds } from './demo-ids.js';
import { plannedDemoFiles } from './demo-pictures.js';
import { seedJournalAndEvents } from './seed-content.js';
import { seedPages } from './seed-pages.js';
import type { SeedScope } from './seed-scope.js';
import { seedReviews } from './seed-reviews.js';
import { seedMembers } from './seed-members.js';
import { seedStore } from './seed-store.js';

export const DEMO_OWNER_EMAIL = 'owner@example.com';

export interface SeedDemoOptions {
  /** Where the pictures and downloads are stored (`<dataDir>/files/…`), as the server's DATA_DIR. */
  dataDir: string;
  /** The demo owner's password (hashed with argon2 before it is stored). */
  ownerPassword: string;
  /** False: no owner account and no contributor (a site created for someone invited afterwards). */
  withOwner?: boolean;
  ownerEmail?: string;
  /** The website's slug; also what its stable ids derive from unless `idSeed` is given. */
  slug?: string;
  idSeed?: string;
  /** The moment blog dates and events are placed around (epoch ms); defaults to now. */
  now?: number;
}

export interface DemoSite {
  website: Website;
  ownerEmail: string;
  /** False when the site was already there and nothing was written. */
  created: boolean;
  /** The stable id of a demo row, e.g. `id('product:linen-overshirt')`, `id('collection:shop')`. */
  id: (key: string) => string;
}

async function ownerAccountId(db: Executor, email: string, password: string): Promise<string> {
  const existing = await findAccountByEmail(db, email);
  if (existing) return existing.id;
  const account = await createAccount(db, {
    email,
    passwordHash: await hashPassword(password),
    displayName: 'Demo Owner',
  });
  return account.id;
}

async function writeSite(
  db: Executor,
  scope: SeedScope,
  slug: string,
  files: PreparedFile[],
  password: string,
  withOwner: boolean,
) {
  const website = await createWebsite(db, {
    id: scope.websiteId,
    slug,
    title: BRAND.name,
    currency: scope.currency,
    storeCountry: 'US',
    timeZone: 'America/Los_Angeles',
  });
  const ownerId = withOwner ? await ownerAccountId(db, scope.ownerEmail, password) : null;
  if (ownerId) await addContributor(db, website.id, ownerId, CONTRIBUTOR_ROLES.ADMIN);
  for (const file of files) await recordUpload(db, file.prepared, { altText: file.altText });
  const { shopId } = await seedStore(db, scope);
  await seedCommerceSettings(db, scope);
  await seedReviews(db, scope);
  const { journalId, eventsId } = await seedJournalAndEvents(db, scope, ownerId);
  await seedPages(db, scope, {
    shopId,
    journalId,
    eventsId,
    heroImageId: scope.id('image:hero'),
    studioImageId: scope.id('image:studio'),
  });
  await seedMembers(db, scope, shopId);
  return website;
}

/**
 * Seeds the demo shop: the Fern & Fable store (14 products of every kind), pages, journal, events, a member area with a course,
 * navigation with a folder, header and footer, generated pictures with all their variants, and the
 * owner account with the admin role. Deterministic: the same options give the same rows and ids.
 * Idempotent: when a website with the slug exists, nothing is written. The pictures are made before
 * one transaction writes every row, so a failure leaves neither rows nor files behind.
 * @example const demo = await seedDemoSite(db, { dataDir: './data', ownerPassword: 'correct horse' });
 */
export async function seedDemoSite(db: Executor, options: SeedDemoOptions): Promise<DemoSite> {
  const slug = options.slug ?? BRAND.slug;
  const id = demoIds(options.idSeed ?? slug);
  const ownerEmail = (options.ownerEmail ?? DEMO_OWNER_EMAIL).toLowerCase();
  const existing = await findWebsiteBySlug(db, slug);
  if (existing) return { website: existing, ownerEmail, created: false, id };
  const now = options.now ?? clockOf(db).now();
  const scope: SeedScope = { websiteId: id('website'), id, now, currency: 'USD', ownerEmail };
  const storage = new FileStorage(options.dataDir);
  const files = await prepareDemoFiles(storage, scope.websiteId, plannedDemoFiles(id, new Date(now)));
  try {
    const website = await inTransaction(db, (trx) =>
      writeSite(trx, scope, slug, files, options.ownerPassword, options.withOwner ?? true),
    );
    return { website, ownerEmail, created: true, id };
  } catch (error) {
    await Promise.all(files.map((f) => storage.removeFile(scope.websiteId, f.prepared.id)));
    throw error;
  }
}
