import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase, findWebsiteBySlug, type DatabaseConfig, type Executor } from '@tessera/db';

/**
 * Opens the database of a stopped demo server (`startSite`'s `beforeServing`) and hands `work` the
 * demo website's id, so a journey or a benchmark can write what it needs before the server serves.
 */
export async function withDemoSite<T>(
  dataDir: string,
  work: (db: Executor, websiteId: string) => Promise<T>,
  config: DatabaseConfig = { dataDir },
): Promise<T> {
  const { slug } = JSON.parse(readFileSync(join(dataDir, 'demo-owner.json'), 'utf8')) as { slug: string };
  const database = createDatabase(config);
  try {
    const website = await findWebsiteBySlug(database.db, slug);
    if (!website) throw new Error(`demo website ${slug} not found`);
    return await work(database.db, website.id);
  } finally {
    await database.close();
  }
}
