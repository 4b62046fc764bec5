import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatPackageError, type PackageError } from './package-error.js';
import { installPackage, listPackages } from './install-package.js';

export interface CommandResult {
  exitCode: number;
  output: string;
}

const USAGE = 'usage: npm run theme -- install <folder> | list\n';

async function describe(errors: readonly PackageError[], source: string): Promise<string> {
  const lines: string[] = [];
  for (const error of errors) {
    const text = await readFile(join(source, error.file), 'utf8').catch(() => undefined);
    lines.push(`${error.severity === 'warning' ? 'warning' : 'error'} ${formatPackageError(error, text)}`);
  }
  return lines.map((l) => `${l}\n`).join('');
}

/** `install <folder>` and `list` over `<dataDir>/themes`. */
export async function runThemeCommand(dataDir: string, args: readonly string[]): Promise<CommandResult> {
  const themesDir = join(dataDir, 'themes');
  const [command, source] = args;
  if (command === 'list') {
    const installed = await listPackages(themesDir);
    const output = installed.map((p) => `${p.name}\t${p.title}\t${p.author}\n`).join('');
    return { exitCode: 0, output: output || 'No themes installed.\n' };
  }
  if (command === 'install' && source) {
    if (/\.zip$/i.test(source) || /^(https?|git|ssh):\/\//.test(source)) {
      return {
        exitCode: 2,
        output: 'Only folders can be installed for now; unpack the archive or clone the repository first.\n',
      };
    }
    const outcome = await installPackage(source, themesDir);
    if (outcome.kind === 'refused') {
      return { exitCode: 1, output: `Refused ${source}:\n${await describe(outcome.errors, source)}` };
    }
    const warnings = await describe(outcome.warnings, source);
    return { exitCode: 0, output: `${warnings}Installed ${outcome.name} in ${outcome.dir}\n` };
  }
  return { exitCode: 2, output: USAGE };
}
