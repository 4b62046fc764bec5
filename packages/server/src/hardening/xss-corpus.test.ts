import { insertFormSubmission } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestForm } from '../forms/testing/form-fixtures.js';
import { seedRenderSite } from '../render/testing/seed-render-site.js';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';
import { visitor } from '../testing/visitor.js';
import { writeXssPayloads, XSS_MARKER, XSS_PAYLOADS, type XssWritten } from '../testing/xss-corpus-site.js';
import { executableInjections } from './xss-inspect.js';

// Issue 17 (G11): a corpus of XSS payloads (xss-payloads.json, each carrying the marker TSXSS)
// written into the text fields owners and visitors control; every page type, its ?format=json and
// the CSV export are then read back, and nothing of a payload may be able to run.
const MARKER = XSS_MARKER;
const PAYLOADS = XSS_PAYLOADS;

it('the inspector finds what a browser would run, and lets data and text be', () => {
  for (const html of [
    `<img src=x onerror="alert('${MARKER}')">`,
    `<a href="jav&#x09;ascript:alert('${MARKER}')">x</a>`,
    `<a href="\u0001 JAVASCRIPT:alert('${MARKER}')">x</a>`,
    `<script>alert('${MARKER}')</script>`,
    `<script type="application/ld+json">{"name":"</script><script>alert('${MARKER}')</script>`,
    `<iframe srcdoc="${MARKER}"></iframe>`,
    `<div style="width:expression(alert('${MARKER}'))"></div>`,
  ])
    expect(executableInjections(html, MARKER), html).not.toEqual([]);
  for (const html of [
    `<p>&lt;script&gt;alert('${MARKER}')&lt;/script&gt;</p>`,
    `<script type="application/ld+json">{"name":"\\u003c/script>${MARKER}"}</script>`,
    `<a href="/search?q=javascript:${MARKER}">x</a>`,
    `<a href="\u2028javascript:${MARKER}">relative</a>`,
  ])
    expect(executableInjections(html, MARKER), html).toEqual([]);
});

eachDialect('XSS corpus: no payload can run on any page', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let owner: SignedIn;
  let written: XssWritten;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    owner = await signIn(app, site);
    const base = await seedRenderSite(getDb().db, site.website.id);
    written = await writeXssPayloads(getDb().db, site.website.id, base);
  }, 600_000);
  afterAll(async () => app.close());

  const problems: string[] = [];
  const inspect = (url: string, response: LightMyRequestResponse) => {
    if (response.statusCode >= 500) problems.push(`${url} → ${response.statusCode}`);
    const type = String(response.headers['content-type'] ?? '');
    if (type.startsWith('text/html')) {
      for (const found of executableInjections(response.body, MARKER)) problems.push(`${url}: ${found}`);
    } else if (response.body.includes(MARKER) && !/^(application\/json|text\/csv)/.test(type)) {
      problems.push(`${url}: a payload served as ${type}`);
    }
  };

  it(`has at least 100 payloads, each with the marker`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(100);
    for (const payload of PAYLOADS) expect(payload).toContain(MARKER);
  });

  it(
    'renders every page type with the payloads and none can run, in HTML or as JSON',
    { timeout: 1_800_000 },
    async () => {
      const v = visitor(app, site.host);
      expect(
        (
          await v.json('POST', '/api/commerce/shopping-cart/entries', {
            itemId: written.productIds[0],
            quantity: 1,
          })
        ).statusCode,
      ).toBe(200);
      const urls = [
        '/',
        '/shop',
        '/shop?category=mugs',
        '/journal',
        `/journal?tag=${encodeURIComponent(PAYLOADS[0]!.slice(0, 50))}`,
        '/cart',
        '/checkout',
        '/private-notes',
        '/members',
        ...written.pages,
        ...written.products,
        ...written.posts,
        ...PAYLOADS.slice(0, 40).map((p) => `/search?q=${encodeURIComponent(p)}`),
        ...PAYLOADS.slice(0, 40).map((p) => `/${encodeURIComponent(p)}`),
      ];
      for (const url of urls) {
        inspect(url, await v.get(url, { headers: { accept: 'text/html' } }));
        const json = `${url}${url.includes('?') ? '&' : '?'}format=json`;
        const response = await v.get(json);
        inspect(json, response);
        if (response.statusCode === 200)
          expect(String(response.headers['content-type']), json).toMatch(/^application\/json/);
      }
      expect(problems).toEqual([]);
    },
  );

  it("exports visitors' form answers as CSV that a spreadsheet reads as text, never as a formula or a page", async () => {
    const form = await createTestForm(getDb().db, site.website.id);
    for (const payload of PAYLOADS.slice(0, 30))
      await insertFormSubmission(getDb().db, site.website.id, {
        formId: form.id,
        answers: {
          name: [payload, payload],
          email: 'a@example.org',
          message: `=HYPERLINK("x",${JSON.stringify(payload)})`,
        },
        pageTitle: payload,
        pageId: null,
        contentSource: 'c',
        pagePath: '/contact',
        pagePermissionTypeValue: null,
      });
    const csv = await app.inject({
      url: `/api/admin/forms/${form.id}/submissions.csv`,
      headers: owner.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(String(csv.headers['content-type'])).toMatch(/^text\/csv/);
    expect(String(csv.headers['content-disposition'])).toMatch(/^attachment/);
    expect(csv.headers['x-content-type-options']).toBe('nosniff');
    expect(csv.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});
