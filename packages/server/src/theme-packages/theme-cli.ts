import { ConfigError, loadConfig } from '../config.js';
import { runThemeCommand } from './theme-command.js';

/** `npm run theme -- install <folder>` / `list`: themes live in `$DATA_DIR/themes/<name>/`. */
async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const result = await runThemeCommand(config.dataDir, process.argv.slice(2));
  (result.exitCode === 0 ? process.stdout : process.stderr).write(result.output);
  return result.exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
