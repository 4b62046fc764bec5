import { describe } from 'vitest';
import { dashboardJourney, seedBeforeServing } from './analytics-dashboard-journey.js';
import { useSiteAndBrowser } from './harness.js';

/** The studio dashboard over 100,000 seeded events, served from SQLite (the e2e default). */
const kit = useSiteAndBrowser(
  {},
  seedBeforeServing('SQLite', (dataDir) => ({ dataDir })),
);

describe('the studio dashboard over 100,000 seeded events [sqlite]', () => {
  dashboardJourney(kit, 'sqlite');
});
