import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWebsite, findJob, listOutboxMail } from '@tessera/db';
import { afterAll, expect, it } from 'vitest';
import { jobsWorkerFor } from './jobs-worker.js';
import { sendMail } from './mail/index.js';
import { startServer } from './server.js';
import { BASE_HOST, PASSWORD, seedSite, testConfig } from './testing/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'tessera-server-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The answer's status for a request to one site's host (fetch cannot set Host; unclaimed hosts get 404). */
function statusFor(
  url: string,
  host: string,
  init: { method?: string; json?: unknown } = {},
): Promise<number> {
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  const headers = { host, ...(body !== undefined && { 'content-type': 'application/json' }) };
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

// A real server migrates a fresh database and starts every plugin: far under the timeout on a quiet
// machine, but a loaded CI machine has taken over 30 s.
const STARTS_A_SERVER = { timeout: 120_000 };

it('migrates, listens, runs the jobs worker and shuts down gracefully', STARTS_A_SERVER, async () => {
  const config = testConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, JOBS_POLL_MS: '20' });
  const server = await startServer(config, [jobsWorkerFor(config)]);
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);

  const { db } = server.app.database;
  const website = await createWebsite(db, { slug: 'solo', title: 'Solo' });
  const job = await sendMail(db, website.id, { to: 'a@example.com', subject: 'Hi', text: 'There' });
  await expect
    .poll(async () => (await findJob(db, website.id, job.id))?.status, { timeout: 5000 })
    .toBe('succeeded');
  expect(await listOutboxMail(db, website.id)).toHaveLength(1);

  expect(await statusFor(`${server.url}/config`, `solo.${BASE_HOST}`)).toBe(200);
  await server.close();
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
});

it('finishes a request in flight when asked to stop', STARTS_A_SERVER, async () => {
  const config = testConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(dir, 'inflight') });
  const server = await startServer(config);
  const site = await seedSite(server.app.database.db);
  // Sign-in runs argon2, so the request is still in flight when close() starts right after it arrives.
  const arrived = new Promise<void>((resolve) => server.app.server.once('request', () => resolve()));
  const inFlight = statusFor(`${server.url}/api/auth/login`, site.host, {
    method: 'POST',
    json: { email: site.ownerEmail, password: PASSWORD },
  });
  await arrived;
  const started = Date.now();
  const closing = server.close();
  expect(await inFlight).toBe(200);
  await closing;
  // Keep-alive connections end with their last response rather than at the grace deadline.
  expect(Date.now() - started).toBeLessThan(config.shutdownGraceMs);
});
