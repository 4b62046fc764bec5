import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findWebsiteBySlug, listContributors, listOpenInvitations, listWebsiteDomains } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../testing/harness.js';
import { runSiteCommand } from './command.js';

eachDialect('npm run site (command line)', (getDb) => {
  let dataDir: string;
  let app: FastifyInstance;
  const config = () => ({ ...testConfig(), dataDir });
  const run = (...argv: string[]) => runSiteCommand(getDb().db, config(), argv);
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-site-cli-'));
    app = await buildTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a website with its hosts and invites its first owner, then lists it', async () => {
    const result = await run(
      'create',
      '--slug',
      'cli-shop',
      '--host',
      'cli-shop.example',
      '--host',
      'www.cli-shop.example',
      '--owner-email',
      'Owner@CLI.example',
      '--scheme',
      'http',
      '--port',
      '8080',
    );
    expect(result).toMatchObject({ exitCode: 0 });
    expect(result.output).toContain('Site:   http://cli-shop.example:8080/');
    expect(result.output).toContain('Invitation to owner@cli.example queued as administrator');
    expect(result.output).not.toContain('Note:');
    const website = await findWebsiteBySlug(getDb().db, 'cli-shop');
    if (!website) throw new Error('not created');
    const domains = await listWebsiteDomains(getDb().db, website.id);
    expect(domains.map((d) => [d.host, d.is_primary])).toEqual([
      ['cli-shop.example', true],
      ['www.cli-shop.example', false],
    ]);
    // Nobody contributes yet: the invited owner becomes its administrator by accepting.
    expect(await listContributors(getDb().db, website.id)).toEqual([]);
    const invitations = await listOpenInvitations(getDb().db, website.id);
    expect(invitations.map((i) => [i.email, i.role])).toEqual([['owner@cli.example', 1]]);
    // Its host serves its own (empty) site.
    const home = await app.inject({ url: '/?format=json', headers: { host: 'www.cli-shop.example' } });
    expect(home.json()).toMatchObject({ website: { id: website.id } });

    const listed = await run('list');
    expect(listed.exitCode).toBe(0);
    expect(listed.output).toMatch(/^SLUG\s+HOST\s+TITLE\s+ID$/m);
    expect(listed.output).toMatch(
      new RegExp(`^cli-shop\\s+cli-shop\\.example\\s+cli-shop\\s+${website.id}$`, 'm'),
    );
  });

  it('refuses a taken slug, bad input and unknown commands with a non-zero exit code', async () => {
    const again = await run('create', '--slug', 'cli-shop', '--owner-email', 'x@example.com');
    expect(again.exitCode).toBe(1);
    expect(again.output).toContain('Another website already uses this address name.');
    const bad = await run('create', '--slug', 'Bad Slug', '--owner-email', 'nope');
    expect(bad.exitCode).toBe(2);
    expect(bad.output).toContain('slug: Use 2 to 40 lower-case letters, digits and hyphens');
    expect(bad.output).toContain('ownerEmail: Please enter a valid email');
    expect((await run('create', '--colour', 'red')).exitCode).toBe(2);
    expect((await run('delete')).output).toContain('Usage:');
  });

  it('creates a website with the demo content for an invited owner', async () => {
    const result = await run(
      'create',
      '--slug',
      'cli-demo',
      '--owner-email',
      'demo-owner@cli.example',
      '--demo',
    );
    expect(result.exitCode).toBe(0);
    const website = await findWebsiteBySlug(getDb().db, 'cli-demo');
    if (!website) throw new Error('not created');
    expect(website.title).toBe('Fern & Fable');
    const home = await app.inject({ url: '/', headers: { host: 'cli-demo.tessera.test' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Fern &amp; Fable');
    expect(await listContributors(getDb().db, website.id)).toEqual([]);
    expect((await listOpenInvitations(getDb().db, website.id)).map((i) => i.email)).toEqual([
      'demo-owner@cli.example',
    ]);
  }, 120_000);
});
