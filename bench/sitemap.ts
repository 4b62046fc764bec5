/**
 * Sitemap benchmark: how long `/sitemap.xml` takes on a site with more URLs than one sitemap file
 * holds (the render site's pages plus ITEMS published blog posts, default 60,000), for the index,
 * a full file of 50,000 URLs and the last file, through `app.inject` on SQLite (a temporary file).
 * Prints the time of each answer (median of RUNS), its size and the heap used after.
 * Run: npm run bench:sitemap, or BENCH_ITEMS=120000 npx tsx --conditions=source bench/sitemap.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const ITEMS = Number(process.env['BENCH_ITEMS'] ?? 60_000);
const RUNS = 5;
const CHUNK = 500;

async function main(): Promise<void> {
  const db = await import('@tessera/db');
  const { buildApp, loadConfig } = await import('@tessera/server');
  const { seedRenderSite } = await import('@tessera/server/render/testing/seed-render-site');
  const { seedSite } = await import('@tessera/server/testing/harness');
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-sitemap-'));
  const database = db.createDatabase({ sqliteFile: join(dir, 'bench.sqlite') });
  try {
    await db.migrateToLatest(database.db);
    const config = loadConfig({
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      DISABLE_JOBS_WORKER: 'true',
      BASE_HOST: 'tessera.test',
    });
    const app = await buildApp(config, { database, logger: false });
    const site = await seedSite(database.db);
    const ids = await seedRenderSite(database.db, site.website.id);
    const now = Date.now();
    for (let start = 0; start < ITEMS; start += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, ITEMS - start) }, (_, i) => ({
        id: db.newId(),
        website_id: site.website.id,
        collection_id: ids.blogId,
        record_type: 1 as const,
        title: `Post ${start + i}`,
        url_id: `post-${start + i}`,
        publish_state: 'published' as const,
        main_image_id: (start + i) % 3 === 0 ? ids.imageId : null,
        created_at: now,
        updated_at: now,
      }));
      await database.db.insertInto('items').values(rows).execute();
    }
    const time = async (url: string) => {
      const samples: number[] = [];
      let bytes = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const res = await app.inject({ url, headers: { host: site.host } });
        samples.push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
        bytes = res.rawPayload.length;
      }
      samples.sort((a, b) => a - b);
      return { url, ms: Math.round(samples[Math.floor(RUNS / 2)] ?? 0), kib: Math.round(bytes / 1024) };
    };
    const last = Math.ceil((ITEMS + 10) / 50_000);
    const results = [
      await time('/sitemap.xml'),
      await time('/sitemap.xml?page=1'),
      await time(`/sitemap.xml?page=${last}`),
    ];
    console.log(`sitemap, ${ITEMS} published posts plus the render site (SQLite), median of ${RUNS}:`);
    for (const r of results)
      console.log(`  ${r.url.padEnd(24)} ${String(r.ms).padStart(6)} ms  ${String(r.kib).padStart(6)} KiB`);
    console.log(`  heap used after: ${Math.round(process.memoryUsage().heapUsed / 1024 / 1024)} MiB`);
    await app.close();
  } finally {
    await database.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
