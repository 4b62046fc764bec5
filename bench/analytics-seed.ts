/**
 * Writes `count` analytics events spread over the 30 days before `now` through the same record
 * builders and batch writer as live ingestion: page views in visits of 1 to 6 pages, product
 * views, adds to cart, performance records, button and form events and JavaScript errors.
 * Used by bench/analytics.ts and the studio journey's seed.
 */
import { writeAnalyticsBatch, type Executor } from '@tessera/db';
import type { IngestRecord } from '@tessera/server/analytics';
import {
  javascriptErrorRecord,
  namedEventRecord,
  pageViewRecord,
  performanceRecord,
  type RequestFacts,
} from '@tessera/server/analytics';

const UAS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
];
const REFERRERS = [
  '',
  '',
  'https://www.google.com/',
  'https://news.example.org/a',
  'https://social.example.com/p/1',
];
const TEMPLATES = [
  'collections/page.item',
  'collections/products.list',
  'collections/products.item',
  'collections/blog.list',
  'cart',
];
const BATCH = 5000;

/** A small deterministic generator, so every run seeds the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export async function seedAnalyticsEvents(
  db: Executor,
  websiteId: string,
  count: number,
  now: number,
): Promise<number> {
  const next = random(13);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const start = now - 30 * 86_400_000;
  let written = 0;
  let pending: IngestRecord[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const records = pending;
    pending = [];
    await writeAnalyticsBatch(db, {
      events: records.map((r) => r.event),
      daily: records.flatMap((r) => r.daily),
      pageViews: records.flatMap((r) => (r.pageView ? [r.pageView] : [])),
      visitors: records.flatMap((r) => (r.visitor ? [r.visitor] : [])),
      vitals: records.flatMap((r) => r.vitals ?? []),
      errors: records.flatMap((r) => (r.error ? [r.error] : [])),
    });
  };
  const add = async (record: IngestRecord) => {
    pending.push(record);
    written += 1;
    if (pending.length >= BATCH) await flush();
  };
  let visit = 0;
  while (written < count) {
    visit += 1;
    const visitorId = `v${Math.floor(next() * count * 0.2)}`;
    let at = start + (Math.floor((visit / (count / 4)) * 30 * 86_400_000) % (30 * 86_400_000));
    const facts = (): RequestFacts => ({
      websiteId,
      host: 'bench.tessera.test',
      userAgent: ua,
      visitorHash: visitorId,
      now: at,
    });
    const ua = pick(UAS);
    const referrer = pick(REFERRERS);
    const campaign = next() < 0.1 ? '?utm_source=newsletter&utm_medium=email&utm_campaign=spring' : '';
    const visitId = `${visitorId}.${at}`;
    const pages = 1 + Math.floor(next() * 6);
    for (let p = 0; p < pages && written < count; p += 1) {
      const template = pick(TEMPLATES);
      const path =
        template === 'collections/products.item'
          ? `/shop/p/item-${Math.floor(next() * 200)}`
          : `/page-${Math.floor(next() * 300)}`;
      const page = {
        url: `https://bench.tessera.test${path}${p === 0 ? campaign : ''}`,
        pageType: template === 'cart' ? 200 : 2,
        template,
        referrer: p === 0 ? referrer : '',
        queryString: p === 0 ? campaign : '',
      };
      await add(
        pageViewRecord(facts(), page, { visitorId, visitId }, { heartbeat: false, data: { title: 'Bench' } }),
      );
      const roll = next();
      const productId = `item-${Math.floor(next() * 200)}`;
      if (template === 'collections/products.item' && written < count) {
        await add(
          namedEventRecord(facts(), 'event', 'ViewProduct', page, { productId }, [
            { dimension: 'site', key: '', metric: 'product_views' },
            { dimension: 'product', key: productId, metric: 'product_views' },
          ]),
        );
        if (roll < 0.3 && written < count) {
          await add(
            namedEventRecord(facts(), 'add-to-cart', 'AddToCart', page, { productId }, [
              { dimension: 'site', key: '', metric: 'add_to_cart' },
              { dimension: 'product', key: productId, metric: 'add_to_cart' },
            ]),
          );
        }
      }
      if (roll < 0.25 && written < count) {
        await add(
          performanceRecord(
            facts(),
            page,
            {
              lcp: 600 + next() * 5000,
              fcp: 300 + next() * 3000,
              cls: next() * 0.4,
              ttfb: 50 + next() * 1500,
              inp: 40 + next() * 600,
            },
            {},
          ),
        );
      } else if (roll < 0.3 && written < count) {
        await add(
          namedEventRecord(facts(), 'button-click', 'Shop now', page, {}, [
            { dimension: 'button', key: 'Shop now', metric: 'button_clicks' },
          ]),
        );
      } else if (roll < 0.33 && written < count) {
        await add(
          javascriptErrorRecord(
            facts(),
            'error',
            pick(['TypeError: x is undefined', 'ReferenceError: y is not defined']),
            page,
            {},
            at,
          ),
        );
      } else if (roll < 0.38 && written < count) {
        await add(
          namedEventRecord(facts(), 'form-render', 'form-1', page, {}, [
            { dimension: 'form', key: 'form-1', metric: 'form_views' },
          ]),
        );
      }
      at += 20_000 + Math.floor(next() * 120_000);
    }
  }
  await flush();
  return written;
}
