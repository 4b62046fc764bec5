import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { newId } from '@tessera/db';
import { dashboardJourney, seedBeforeServing } from './analytics-dashboard-journey.js';
import { useSiteAndBrowser } from './harness.js';

/**
 * The studio dashboard over 100,000 seeded events, served from PostgreSQL: runs when
 * TEST_DATABASE_URL is a postgres:// URL (as the API tests' eachDialect does), in a schema of its
 * own that is dropped afterwards. The built server takes it through DATABASE_URL, whose `options`
 * parameter sets the search path.
 */
const url = process.env.TEST_DATABASE_URL;
const enabled = url !== undefined && /^postgres(ql)?:\/\//.test(url);
const schema = `e2e_analytics_${newId()
  .toLowerCase()
  .replace(/[^a-z0-9]/g, '')}`;

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

function schemaUrl(): string {
  // Collected even when PostgreSQL is not configured (the suite then does not run).
  if (!url) return '';
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

describe.runIf(enabled)('the studio dashboard over 100,000 seeded events [postgres]', () => {
  // Registered before the site's hooks: the schema exists before the first start and is dropped
  // after the server has stopped.
  beforeAll(() => admin(`create schema ${schema}`));
  afterAll(() => admin(`drop schema if exists ${schema} cascade`));
  const kit = useSiteAndBrowser(
    { DATABASE_URL: schemaUrl() },
    seedBeforeServing('PostgreSQL', () => ({ databaseUrl: url ?? '', postgresSchema: schema })),
  );
  dashboardJourney(kit, 'postgres');
});
