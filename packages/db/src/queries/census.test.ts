import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { eachDialect } from '../testing.js';
import { countCensusEvents, insertCensusEvent, listCensusEvents } from './census.js';
import { createWebsite } from './websites.js';

eachDialect('census queries', (getDb) => {
  it('records form renders per website and counts them by form', async () => {
    const { db } = getDb();
    const a = (await createWebsite(db, { slug: `c${newId()}`, title: 'A' })).id;
    const b = (await createWebsite(db, { slug: `c${newId()}`, title: 'B' })).id;
    await insertCensusEvent(db, a, { event: 'form-render', formId: 'f1', visitorCookie: 'v1' });
    await insertCensusEvent(db, a, { event: 'form-render', formId: 'f1', visitorCookie: 'v2' });
    await insertCensusEvent(db, a, { event: 'form-render', formId: 'f2' });
    await insertCensusEvent(db, b, { event: 'form-render', formId: 'f1' });
    expect(await countCensusEvents(db, a, 'form-render')).toBe(3);
    expect(await countCensusEvents(db, a, 'form-render', { formId: 'f1' })).toBe(2);
    expect(await countCensusEvents(db, a, 'form-render', { since: Date.now() + 60_000 })).toBe(0);
    const events = await listCensusEvents(db, a, 'form-render');
    expect(events.map((e) => e.visitor_cookie).sort()).toEqual([null, 'v1', 'v2'].sort());
    await expect(insertCensusEvent(db, a, { event: 'page-view' as never })).rejects.toThrow();
  });
});
