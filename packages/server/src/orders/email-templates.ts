import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compile, render, type Template } from '@tessera/template';
import { DEFAULT_THEME_DIR } from '../render/index.js';

/** The emails commerce sends, each as three JSON-T files in the theme's `emails/` folder. */
export const EMAIL_KINDS = [
  'order-confirmation',
  'subscription-renewal',
  'order-shipped',
  'waitlist',
  'refund',
  'subscription-renewal-failed',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

interface CompiledEmail {
  subject: Template;
  html: Template;
  text: Template;
}

const compiled = new Map<string, Promise<CompiledEmail>>();

async function load(dir: string, name: string): Promise<Template> {
  const source = await readFile(join(dir, 'emails', name), 'utf8');
  const { template, errors } = compile(source);
  if (errors.length > 0) throw new Error(`emails/${name}: ${errors.map((e) => e.message).join('; ')}`);
  return template;
}

function compileEmail(kind: EmailKind, themeDir: string): Promise<CompiledEmail> {
  const key = `${themeDir}\u0000${kind}`;
  let email = compiled.get(key);
  if (!email) {
    email = Promise.all([
      load(themeDir, `${kind}.subject`),
      load(themeDir, `${kind}.html`),
      load(themeDir, `${kind}.txt`),
    ]).then(([subject, html, text]) => ({ subject, html, text }));
    email.catch(() => compiled.delete(key));
    compiled.set(key, email);
  }
  return email;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Renders one email of the theme (`emails/<kind>.subject|html|txt`, compiled once per process)
 * with the engine's built-in formatters: `|html` escapes in the HTML part, `|money` formats
 * `{value, currency}` amounts in the site's locale.
 */
export async function renderEmail(
  kind: EmailKind,
  context: Record<string, unknown>,
  locale: string,
  themeDir: string = DEFAULT_THEME_DIR,
): Promise<RenderedEmail> {
  const email = await compileEmail(kind, themeDir);
  const run = (template: Template) => render(template, context, { locale }).html;
  return {
    subject: run(email.subject).replace(/\s+/g, ' ').trim(),
    html: run(email.html),
    text: run(email.text),
  };
}
