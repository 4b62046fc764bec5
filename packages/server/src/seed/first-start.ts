import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { countWebsites, createDatabase, migrateToLatest } from '@tessera/db';
import { TEST_CARDS } from '../payments/index.js';
import type { Config } from '../config.js';
import { BRAND } from './brand.js';
import { seedDemoCustomer } from './seed-demo-customer.js';
import { seedDemoSite } from './seed-demo-site.js';

/** Where the generated demo password is kept (owner-only permissions), beside the database. */
export const CREDENTIALS_FILE = 'demo-owner.json';
/** The demo customer's sign-in, `{ "email", "password" }`, kept the same way. */
export const CUSTOMER_FILE = 'demo-customer.json';

export interface DemoStart {
  /** True on the start that created the demo site. */
  seeded: boolean;
  slug?: string;
  ownerEmail?: string;
  /** The demo owner's password while the credentials file exists. */
  password?: string;
  /** The demo customer's sign-in while its file exists. */
  customer?: { email: string; password: string };
}

async function readCustomer(dataDir: string): Promise<DemoStart['customer']> {
  try {
    const saved = JSON.parse(await readFile(join(dataDir, CUSTOMER_FILE), 'utf8')) as Record<string, unknown>;
    const { email, password } = saved;
    return typeof email === 'string' && typeof password === 'string' ? { email, password } : undefined;
  } catch {
    return undefined;
  }
}

async function writeSecret(dataDir: string, file: string, value: unknown): Promise<void> {
  await writeFile(join(dataDir, file), `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
}

async function readCredentials(dataDir: string): Promise<DemoStart> {
  try {
    const saved = JSON.parse(await readFile(join(dataDir, CREDENTIALS_FILE), 'utf8')) as Record<
      string,
      unknown
    >;
    const fields = ['slug', 'ownerEmail', 'password'] as const;
    return Object.fromEntries([
      ['seeded', false],
      ...fields.flatMap((f) => (typeof saved[f] === 'string' ? [[f, saved[f]]] : [])),
    ]) as DemoStart;
  } catch {
    return { seeded: false };
  }
}

/**
 * First start: migrates an empty database and seeds the demo shop with a generated password for
 * `owner@example.com` (written to `<DATA_DIR>/demo-owner.json`, mode 600, so it can be shown again
 * on later starts until that file is deleted). Later starts keep the data: nothing is seeded when
 * the database already has a website.
 */
export async function prepareDemoSite(config: Config): Promise<DemoStart> {
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    if ((await countWebsites(database.db)) > 0) {
      const customer = await readCustomer(config.dataDir);
      return { ...(await readCredentials(config.dataDir)), ...(customer && { customer }) };
    }
    const password = randomBytes(12).toString('base64url');
    const demo = await seedDemoSite(database.db, { dataDir: config.dataDir, ownerPassword: password });
    const customer = await seedDemoCustomer(database.db, demo, randomBytes(12).toString('base64url'));
    const saved = { slug: demo.website.slug, ownerEmail: demo.ownerEmail, password };
    await mkdir(resolve(config.dataDir), { recursive: true });
    await writeSecret(config.dataDir, CREDENTIALS_FILE, saved);
    await writeSecret(config.dataDir, CUSTOMER_FILE, customer);
    return { seeded: true, ...saved, customer };
  } finally {
    await database.close();
  }
}

/** The site's address for people: `localhost` for a wildcard listen address, the slug host with BASE_HOST. */
export function siteUrl(listenUrl: string, config: Config, slug: string | undefined): string {
  const url = new URL(listenUrl);
  if (['0.0.0.0', '[::]', '::', '127.0.0.1', '[::1]'].includes(url.hostname)) url.hostname = 'localhost';
  if (config.baseHost && slug) url.hostname = `${slug}.${config.baseHost}`;
  return url.origin;
}

/** The lines printed when the server is up: the site, the editor, the demo owner's and customer's sign-ins, the test card and where mail goes. */
export function startBanner(listenUrl: string, config: Config, demo: DemoStart): string {
  const site = siteUrl(listenUrl, config, demo.slug);
  const lines = [
    '',
    `  ${demo.seeded ? `Tessera is running with the ${BRAND.name} demo shop.` : 'Tessera is running.'}`,
    `  Site:      ${site}/`,
    `  Editor:    ${site}/config`,
  ];
  if (demo.ownerEmail) lines.push(`  Owner:     ${demo.ownerEmail}`);
  if (demo.password)
    lines.push(
      `  Password:  ${demo.password}`,
      `             (generated at first start, kept in ${join(config.dataDir, CREDENTIALS_FILE)}; delete that file to stop showing it)`,
    );
  if (demo.customer)
    lines.push(
      `  Customer:  ${demo.customer.email} / ${demo.customer.password}`,
      `             (a shopper's account with an order and a subscription: ${site}/account; kept in ${join(config.dataDir, CUSTOMER_FILE)})`,
    );
  if (demo.slug) {
    const card = TEST_CARDS.find((c) => c.behaviour === 'succeed');
    lines.push(
      `  Test card: ${card?.number ?? ''}, any future expiry date and security code (checkout is in test mode)`,
    );
  }
  if (!config.smtpUrl)
    lines.push('  Mail:      no SMTP_URL, so e-mails are kept in the outbox table and the log');
  return `${lines.join('\n')}\n`;
}
