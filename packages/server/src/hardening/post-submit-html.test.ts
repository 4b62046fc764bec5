import { CONTRIBUTOR_ROLES } from '@tessera/core';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { securityHeaders, securityOptions } from '../plugins/index.js';
import { buildTestApp, seedSite, signIn } from '../testing/harness.js';

// Issue 17, finding 7: post-submit HTML was stored as sent and its scripts re-created in the browser.
const HOSTILE =
  '<p onclick="alert(1)">Thanks!</p><script>alert(document.cookie)</script>' +
  '<script src="https://evil.example/x.js"></script><img src="x" onerror="alert(2)">' +
  '<a href="javascript:alert(3)">again</a><iframe src="https://evil.example"></iframe>' +
  '<a href="https://example.org/next">Next</a>';

eachDialect('post-submit HTML is cut to a safe subset below administrator', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
  });
  afterAll(async () => app.close());

  async function saveAs(role: (typeof CONTRIBUTOR_ROLES)[keyof typeof CONTRIBUTOR_ROLES]) {
    const site = await seedSite(getDb().db, role);
    const auth = await signIn(app, site);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/forms',
      headers: auth.headers,
      payload: { fields: [], submissionHTML: HOSTILE },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    const updated = await app.inject({
      method: 'PUT',
      url: `/api/admin/forms/${id}`,
      headers: auth.headers,
      payload: { submissionHTML: `${HOSTILE}<b>v2</b>` },
    });
    expect(updated.statusCode).toBe(200);
    return {
      created: (created.json() as { submissionHTML: string }).submissionHTML,
      updated: (updated.json() as { submissionHTML: string }).submissionHTML,
    };
  }

  for (const [name, role] of [
    ['editor', CONTRIBUTOR_ROLES.EDITOR],
    ['website manager', CONTRIBUTOR_ROLES.WEBSITE_MANAGER],
  ] as const) {
    it(`an ${name}'s scripts, handlers, javascript: links and frames are removed on create and update`, async () => {
      const saved = await saveAs(role);
      for (const html of [saved.created, saved.updated]) {
        expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe/i);
        expect(html).toContain('<p>Thanks!</p>');
        expect(html).toContain('<a href="https://example.org/next">Next</a>');
      }
      expect(saved.updated).toContain('<b>v2</b>');
    });
  }

  it("keeps an administrator's HTML as written (the page's CSP still refuses inline scripts)", async () => {
    const saved = await saveAs(CONTRIBUTOR_ROLES.ADMIN);
    expect(saved.created).toBe(HOSTILE);
  });
});

it('widens script-src by exactly the reCAPTCHA hosts, and only when reCAPTCHA is configured', () => {
  const scriptSrc = (recaptcha: boolean) =>
    Object.fromEntries(securityHeaders(securityOptions(recaptcha)))
      ['content-security-policy']!.split(';')
      .find((d) => d.startsWith('script-src '));
  expect(scriptSrc(false)).toBe("script-src 'self'");
  expect(scriptSrc(true)).toBe(
    "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
  );
});

eachDialect('the CSP of a site with reCAPTCHA configured', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), { RECAPTCHA_PROJECT_ID: 'p', RECAPTCHA_API_KEY: 'k' });
  });
  afterAll(async () => app.close());

  it('allows no inline, eval or any-host script on pages', async () => {
    const site = await seedSite(getDb().db);
    const response = await app.inject({ url: '/', headers: { host: site.host } });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(scriptSrc).not.toMatch(/unsafe|\*|https:(\s|$)/);
  });
});
