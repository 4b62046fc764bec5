import { parseArgs } from 'node:util';
import { newSiteBody } from '@tessera/contract';
import { listWebsitesWithPrimaryHost, type Executor } from '@tessera/db';
import type { Config } from '../config.js';
import { failureMessage } from '../failure.js';
import { createSite, type SiteInstall } from './service.js';

export const SITE_COMMAND_USAGE = `Usage:
  npm run site -- create --slug <slug> [--host <host>]… --owner-email <email> [--title <title>] [--demo] [--scheme http|https] [--port <port>]
  npm run site -- list`;

export interface SiteCommandResult {
  exitCode: number;
  output: string;
}

/** `scheme://host[:port]`: how the site's links (the owner's invitation) are written. */
function originFor(scheme: string, port: string | undefined) {
  return (host: string) => `${scheme}://${host}${port ? `:${port}` : ''}`;
}

async function create(db: Executor, config: Config, args: string[]): Promise<SiteCommandResult> {
  const { values } = parseArgs({
    args,
    options: {
      slug: { type: 'string' },
      host: { type: 'string', multiple: true },
      'owner-email': { type: 'string' },
      title: { type: 'string' },
      demo: { type: 'boolean' },
      scheme: { type: 'string' },
      port: { type: 'string' },
    },
    strict: true,
  });
  const parsed = newSiteBody.safeParse({
    slug: values.slug ?? '',
    hosts: values.host ?? [],
    ownerEmail: values['owner-email'] ?? '',
    demo: values.demo ?? false,
    ...(values.title !== undefined && { title: values.title }),
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'input'}: ${i.message}`);
    return { exitCode: 2, output: `${problems.join('\n')}\n${SITE_COMMAND_USAGE}\n` };
  }
  const scheme = values.scheme === 'http' ? 'http' : 'https';
  const install: SiteInstall = {
    db,
    dataDir: config.dataDir,
    baseHost: config.baseHost,
    originOf: originFor(scheme, values.port),
  };
  const outcome = await createSite(install, parsed.data, undefined);
  if (!outcome.ok) {
    const fields = Object.entries(outcome.error.fields ?? {}).map(
      ([field, message]) => `  ${field}: ${message}`,
    );
    return { exitCode: 1, output: [failureMessage(outcome.error), ...fields].join('\n') + '\n' };
  }
  const { site, invitedEmail } = outcome.value;
  const lines = [
    `Created website ${site.slug} (${site.title}), id ${site.id}.`,
    `  Site:   ${site.url ?? '(no address: add a host or set BASE_HOST)'}/`,
    `  Editor: ${site.url ?? ''}/config`,
    `  Invitation to ${invitedEmail ?? parsed.data.ownerEmail} queued as administrator (the running server's jobs worker mails it; the link works once, for 7 days).`,
  ];
  if (!config.baseHost) {
    const unreachable = (await listWebsitesWithPrimaryHost(db)).filter((s) => !s.primaryHost);
    for (const other of unreachable)
      lines.push(
        `  Note: ${other.slug} has no domain; now that the install has several websites only BASE_HOST gives it an address (<slug>.<BASE_HOST>).`,
      );
  }
  return { exitCode: 0, output: `${lines.join('\n')}\n` };
}

async function list(db: Executor, config: Config): Promise<SiteCommandResult> {
  const sites = await listWebsitesWithPrimaryHost(db);
  const rows = sites.map((s) => {
    const host = s.primaryHost ?? (config.baseHost ? `${s.slug}.${config.baseHost}` : '-');
    return [s.slug, host, s.title, s.id];
  });
  const table = [['SLUG', 'HOST', 'TITLE', 'ID'], ...rows];
  const widths = table[0]?.map((_, c) => Math.max(...table.map((r) => r[c]?.length ?? 0))) ?? [];
  const text = table.map((r) =>
    r
      .map((cell, c) => cell.padEnd(widths[c] ?? 0))
      .join('  ')
      .trimEnd(),
  );
  return { exitCode: 0, output: `${text.join('\n')}\n` };
}

/** `npm run site -- <create|list> …` on an open, migrated database (the entry is `site-cli.ts`). */
export async function runSiteCommand(
  db: Executor,
  config: Config,
  argv: string[],
): Promise<SiteCommandResult> {
  const [command, ...rest] = argv;
  try {
    if (command === 'create') return await create(db, config, rest);
    if (command === 'list') return await list(db, config);
  } catch (error) {
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
      return { exitCode: 2, output: `${error.message}\n${SITE_COMMAND_USAGE}\n` };
    throw error;
  }
  return { exitCode: 2, output: `${SITE_COMMAND_USAGE}\n` };
}
