import { z } from 'zod';
import { positionOf, type PackageError } from './package-error.js';

const stem = z.string().min(1).max(100);

/** `template.conf` (template-packages.md §2): the keys the loader uses; unknown keys are kept. */
export const templateConfSchema = z
  .object({
    name: z.string().min(1).max(200),
    author: z.string().max(200).default(''),
    layouts: z
      .record(stem, z.object({ name: z.string().default(''), regions: z.array(stem).min(1) }).loose())
      .refine((layouts) => Object.keys(layouts).length > 0, { message: 'at least one layout is required' }),
    navigations: z.array(z.object({ title: z.string().default(''), name: stem }).loose()).default([]),
    stylesheets: z.array(z.string().min(1).max(300)).default([]),
    systemCollections: z.array(z.string()).default([]),
    systemPartials: z.array(z.string()).default([]),
    customTypes: z.array(z.object({ name: stem, title: z.string().default('') }).loose()).default([]),
  })
  .loose();

export type TemplateConf = z.infer<typeof templateConfSchema>;

/** A region named with its `.region` suffix (one docs example) is the same region (§2.2). */
export function regionStem(name: string): string {
  return name.endsWith('.region') ? name.slice(0, -'.region'.length) : name;
}

/** Parses `template.conf`: JSON errors and schema errors both point at the file, line and column. */
export function parseTemplateConf(
  source: string,
): { conf: TemplateConf; errors: [] } | { conf: null; errors: PackageError[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(message);
    const { line, column } = positionOf(source, at ? Number(at[1]) : 0);
    return { conf: null, errors: [{ file: 'template.conf', line, column, code: 'CONF_JSON', message }] };
  }
  const parsed = templateConfSchema.safeParse(raw);
  if (parsed.success) return { conf: parsed.data, errors: [] };
  const errors = parsed.error.issues.map((issue) => {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '';
    const { line, column } = positionOf(source, key === '' ? 0 : Math.max(0, source.indexOf(`"${key}"`)));
    const message = `${issue.path.join('.') || 'template.conf'}: ${issue.message}`;
    return { file: 'template.conf', line, column, code: 'CONF_INVALID', message };
  });
  return { conf: null, errors };
}
