import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.js';
import {
  CREDENTIALS_FILE,
  CUSTOMER_FILE,
  prepareDemoSite,
  siteUrl,
  startBanner,
  type DemoStart,
} from './first-start.js';

describe('first start', () => {
  let dataDir: string;
  let config: Config;
  let first: DemoStart;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-first-start-'));
    config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    first = await prepareDemoSite(config);
  }, 240_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds an empty database once, with a generated password kept owner-only', async () => {
    expect(first).toMatchObject({ seeded: true, slug: 'fern-and-fable', ownerEmail: 'owner@example.com' });
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(statSync(join(dataDir, CREDENTIALS_FILE)).mode & 0o777).toBe(0o600);
    const later = await prepareDemoSite(config);
    expect(later).toEqual({
      seeded: false,
      slug: 'fern-and-fable',
      ownerEmail: 'owner@example.com',
      password: first.password,
      customer: first.customer,
    });
  });

  it("keeps the demo customer's sign-in in demo-customer.json as { email, password }, owner-only", () => {
    expect(first.customer).toMatchObject({
      email: 'customer@example.com',
      password: expect.stringMatching(/^[\w-]{16}$/),
    });
    expect(JSON.parse(readFileSync(join(dataDir, CUSTOMER_FILE), 'utf8'))).toEqual(first.customer);
    expect(statSync(join(dataDir, CUSTOMER_FILE)).mode & 0o777).toBe(0o600);
    expect(startBanner('http://0.0.0.0:3000', config, first)).toContain(
      `Customer:  customer@example.com / ${first.customer?.password ?? ''}`,
    );
  });

  it('prints the site, the editor, the owner sign-in, the test card and where mail goes', () => {
    const banner = startBanner('http://0.0.0.0:3000', config, first);
    expect(banner).toContain('Site:      http://localhost:3000/');
    expect(banner).toContain('Editor:    http://localhost:3000/config');
    expect(banner).toContain('Owner:     owner@example.com');
    expect(banner).toContain(`Password:  ${first.password}`);
    expect(banner).toContain('Test card: 4242 4242 4242 4242, any future expiry date and security code');
    expect(banner).toContain('Mail:      no SMTP_URL, so e-mails are kept in the outbox table and the log');
    const bare = startBanner(
      'http://127.0.0.1:8080',
      { ...config, smtpUrl: 'smtp://127.0.0.1:2525' },
      { seeded: false },
    );
    expect(bare).not.toContain('Password');
    expect(bare).not.toContain('Test card');
    expect(bare).not.toContain('Mail:');
  });

  it('uses the slug host when sites answer at <slug>.<BASE_HOST>', () => {
    const withBase = loadConfig({ DATA_DIR: dataDir, BASE_HOST: 'shops.example' });
    expect(siteUrl('http://0.0.0.0:3000', withBase, 'fern-and-fable')).toBe(
      'http://fern-and-fable.shops.example:3000',
    );
  });
});
