import { eachDialect } from '@tessera/db/testing';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../../testing/harness.js';
import { seedRenderSite } from '../testing/seed-render-site.js';

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' });
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

interface RssItem {
  title: string;
  link: string;
  guid: string | { '#text': string };
  pubDate: string;
  description?: string;
  'content:encoded'?: string;
}

/** What RSS 2.0 requires: a channel with title, link and description; items with a title or description; dates in RFC 822. */
function rssProblems(xml: string): string[] {
  const problems: string[] = [];
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return [`not well-formed: ${valid.err.msg}`];
  const doc = parser.parse(xml) as { rss?: { '@_version'?: string; channel?: Record<string, unknown> } };
  if (doc.rss?.['@_version'] !== '2.0') problems.push('not <rss version="2.0">');
  const channel = doc.rss?.channel ?? {};
  for (const key of ['title', 'link', 'description'])
    if (typeof channel[key] !== 'string' || channel[key] === '') problems.push(`channel has no ${key}`);
  for (const [i, item] of ((channel['item'] as RssItem[] | undefined) ?? []).entries()) {
    if (!item.title && !item.description) problems.push(`item ${i} has neither title nor description`);
    if (!RFC_822.test(item.pubDate)) problems.push(`item ${i} pubDate is not RFC 822: ${item.pubDate}`);
  }
  return problems;
}

eachDialect('RSS feeds', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let base: string;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'off' });
    site = await seedSite(getDb().db);
    await seedRenderSite(getDb().db, site.website.id);
    base = `http://${site.host}`;
  });
  afterAll(async () => app.close());

  const get = (url: string) => app.inject({ url, headers: { host: site.host } });

  it('answers a blog’s ?format=rss with its public posts and events, valid RSS 2.0', async () => {
    const res = await get('/journal?format=rss');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(rssProblems(res.body)).toEqual([]);
    const channel = (parser.parse(res.body) as { rss: { channel: Record<string, unknown> } }).rss.channel;
    expect(channel['title']).toBe(`Journal — ${site.website.title}`);
    expect(channel['link']).toBe(`${base}/journal`);
    const items = channel['item'] as RssItem[];
    expect(items.map((i) => i.link).sort()).toEqual([
      `${base}/journal/hello-world`,
      `${base}/journal/open-studio`,
    ]);
    const post = items.find((i) => i.title === 'Hello World');
    expect(post?.['content:encoded']).toContain('<em>firing</em>');
    expect(typeof post?.guid === 'string' ? post.guid : post?.guid['#text']).toBe(
      `${base}/journal/hello-world`,
    );
    expect(res.body).not.toContain('Unfinished Draft');
    expect(res.body).not.toContain('Tomorrow Post');
  });

  it('names the feed in the head of the blog and its posts, and nowhere else', async () => {
    const link = `<link rel="alternate" type="application/rss+xml" title="Journal" href="${base}/journal?format=rss">`;
    expect((await get('/journal')).body).toContain(link);
    expect((await get('/journal/hello-world')).body).toContain(link);
    for (const url of ['/shop', '/', '/search?q=mug'])
      expect((await get(url)).body, url).not.toContain('application/rss+xml');
  });

  it('gives a locked blog’s feed only its lock screen, and other pages their HTML', async () => {
    const locked = await get('/private-notes?format=rss');
    expect(locked.headers['content-type']).toContain('text/html');
    expect(locked.body).not.toContain('Locked Recipe');
    expect((await get('/shop?format=rss')).headers['content-type']).toContain('text/html');
  });
});
