import { createDatabase, migrateToLatest } from '@tessera/db';
import { ConfigError, loadConfig } from '../config.js';
import { runSiteCommand } from './command.js';

/** `npm run site -- create …` / `list`: the same database and configuration as the server. */
async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const result = await runSiteCommand(database.db, config, process.argv.slice(2));
    (result.exitCode === 0 ? process.stdout : process.stderr).write(result.output);
    return result.exitCode;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
