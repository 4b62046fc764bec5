import { countCensusEvents, listCensusEvents, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestForm, visitor } from '../forms/testing/form-fixtures.js';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { visitorIdOf } from './service.js';

describe('visitorIdOf', () => {
  it('keeps only a well-formed identifier of the census record cookie', () => {
    expect(visitorIdOf('abc-123|1|2|3|4|5')).toBe('abc-123');
    expect(visitorIdOf('<script>|1')).toBeNull();
    expect(visitorIdOf(undefined)).toBeNull();
    expect(visitorIdOf('x'.repeat(200))).toBeNull();
  });
});

eachDialect('census form-render', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;
  let site: SeededSite;
  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb());
    site = await seedSite(db);
  });
  afterAll(async () => app.close());

  it('records a render of one of the website’s forms with the visitor id', async () => {
    const form = await createTestForm(db, site.website.id);
    const who = visitor(site.host);
    const response = await app.inject({
      method: 'POST',
      url: '/api/census/form-render',
      headers: who.headers,
      payload: { formId: form.id, visitorCookie: 'v-1|1|2|3|4|1' },
    });
    expect(response.json()).toEqual({ recorded: true });
    const events = await listCensusEvents(db, site.website.id, 'form-render');
    expect(events.map((e) => [e.form_id, e.visitor_cookie])).toEqual([[form.id, 'v-1']]);
  });

  it('records nothing for an unknown or another website’s form, or without the crumb', async () => {
    const other = await seedSite(db);
    const theirs = await createTestForm(db, other.website.id);
    const who = visitor(site.host);
    for (const formId of ['unknown', theirs.id]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/census/form-render',
        headers: who.headers,
        payload: { formId },
      });
      expect(response.json()).toEqual({ recorded: false });
    }
    const noCrumb = await app.inject({
      method: 'POST',
      url: '/api/census/form-render',
      headers: { host: site.host },
      payload: { formId: theirs.id },
    });
    expect(noCrumb.statusCode).toBe(403);
    expect(await countCensusEvents(db, other.website.id, 'form-render')).toBe(0);
  });
});
