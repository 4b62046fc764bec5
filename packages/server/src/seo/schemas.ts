import { ROBOTS_MAX_TEXT, URL_MAPPING_STATUSES, URL_MAPPINGS_MAX_TEXT } from '@tessera/core';
import { z } from 'zod';

/** The owner's robots.txt rules; null puts the defaults back. */
export const robotsBody = z.object({ rules: z.string().max(ROBOTS_MAX_TEXT).nullable() }).strict();
export type RobotsBody = z.infer<typeof robotsBody>;

export const robotsSettings = z.object({
  /** The rules in force: the owner's, or the defaults. */
  rules: z.string(),
  /** Whether the owner wrote them (false: the defaults). */
  custom: z.boolean(),
  defaultRules: z.string(),
  /** The whole robots.txt as crawlers read it on this host (the rules and the Sitemap line). */
  preview: z.string(),
});
export type RobotsSettingsDto = z.infer<typeof robotsSettings>;

/** The owner's URL mappings, one per line (`/old -> /new 301`). */
export const urlMappingsBody = z.object({ text: z.string().max(URL_MAPPINGS_MAX_TEXT) }).strict();
export type UrlMappingsBody = z.infer<typeof urlMappingsBody>;

export const urlMappingsSettings = z.object({
  text: z.string(),
  mappings: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      status: z.union(URL_MAPPING_STATUSES.map((s) => z.literal(s))),
    }),
  ),
});
export type UrlMappingsDto = z.infer<typeof urlMappingsSettings>;
