import { z } from 'zod';

const templatePath = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/_-]*\.(region|list|item|page|block|partial)$/, 'a template file of the theme');

const collectionTemplates = z
  .object({
    list: templatePath,
    grid: templatePath.optional(),
    product: templatePath.optional(),
    item: templatePath.optional(),
  })
  .strict();

/**
 * `theme.json`: which template renders what (themes/default/README.md). Collection templates are
 * keyed by collection type name and then by view (`list`, `grid`, `product`) or `item`; special
 * pages by page type code.
 */
export const themeManifestSchema = z
  .object({
    name: z.string().min(1).max(100),
    version: z.string().min(1).max(40),
    shell: templatePath,
    collections: z.record(z.string().regex(/^[a-z-]+$/), collectionTemplates).refine((c) => 'generic' in c, {
      message: 'collections.generic is required (the fallback for every other type)',
    }),
    pageTypes: z.record(z.string().regex(/^\d+$/), templatePath),
    /**
     * Pages an area routes itself that have no page type of their own (the shopper's account
     * pages), keyed by the name the area asks for, e.g. `account-orders`.
     */
    areaPages: z.record(z.string().regex(/^[a-z][a-z-]*$/), templatePath).optional(),
    stylesheets: z.array(z.string().regex(/^styles\/[a-z0-9_-]+\.css$/)).max(20),
    /** An SVG file of the theme: the site's icon (favicon) until a site chooses its own. */
    icon: z
      .string()
      .regex(/^[a-z0-9_-]+\.svg$/)
      .optional(),
  })
  .strict();

export type ThemeManifest = z.infer<typeof themeManifestSchema>;
