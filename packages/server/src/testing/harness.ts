import {
  addContributor,
  createAccount,
  createWebsite,
  newId,
  type ContributorRole,
  type Executor,
  type TesseraDatabase,
  type Website,
} from '@tessera/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { hashPassword } from '../auth/index.js';
import { loadConfig, type Config } from '../config.js';
import { knowSite } from './crumbs.js';
import { cardScanningLog, failOnLoggedCards } from './log-card-scan.js';

export const BASE_HOST = 'tessera.test';
export const PASSWORD = 'correct horse battery staple';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    BASE_HOST,
    DISABLE_JOBS_WORKER: 'true',
    LOGIN_RATE_LIMIT: '1000',
    ...env,
  });
}

/** The app on a test database; its log is scanned for card numbers (`log-card-scan.ts`). */
export async function buildTestApp(
  database: TesseraDatabase,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const log = cardScanningLog();
  const app = await buildApp(testConfig(env), { database, logger: { level: 'info', stream: log.stream } });
  failOnLoggedCards(app, log.found);
  return app;
}

export interface SeededSite {
  website: Website;
  host: string;
  ownerEmail: string;
  ownerId: string;
}

let passwordHash: Promise<string> | undefined;

/** A website answering at `<slug>.tessera.test` with one contributor of the given role. */
export async function seedSite(db: Executor, role: ContributorRole = 1): Promise<SeededSite> {
  passwordHash ??= hashPassword(PASSWORD);
  const slug = `site${newId().slice(0, 12)}`;
  const website = await createWebsite(db, { slug, title: `Site ${slug}` });
  const ownerEmail = `owner-${newId()}@example.com`;
  const account = await createAccount(db, {
    email: ownerEmail,
    passwordHash: await passwordHash,
    displayName: 'Owner',
  });
  await addContributor(db, website.id, account.id, role);
  const host = `${slug}.${BASE_HOST}`;
  await knowSite(db, website.id, host);
  return { website, host, ownerEmail, ownerId: account.id };
}

export interface SignedIn {
  cookie: string;
  csrfToken: string;
  headers: Record<string, string>;
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((c) => c.name === name)?.value;
}

/** Signs in through the real login API and returns headers for further owner calls. */
export async function signIn(
  app: FastifyInstance,
  site: SeededSite,
  email = site.ownerEmail,
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: site.host },
    payload: { email, password: PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const session = cookieValue(response, 'tessera_session');
  const csrfToken = (response.json() as { csrfToken: string }).csrfToken;
  const cookie = `tessera_session=${session}`;
  return { cookie, csrfToken, headers: { host: site.host, cookie, 'x-csrf-token': csrfToken } };
}
