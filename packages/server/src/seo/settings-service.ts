import { DEFAULT_ROBOTS_RULES, ok, parseUrlMappings, robotsRulesError, robotsTxt } from '@tessera/core';
import { getSeoSettings, saveSeoSettings, type SeoSettings } from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { invalid, type Outcome } from '../owner-kit/index.js';
import type { RobotsBody, RobotsSettingsDto, UrlMappingsBody, UrlMappingsDto } from './schemas.js';

function robotsDto(settings: SeoSettings, baseUrl: string): RobotsSettingsDto {
  const rules = settings.robotsRules ?? DEFAULT_ROBOTS_RULES;
  return {
    rules,
    custom: settings.robotsRules !== null,
    defaultRules: DEFAULT_ROBOTS_RULES,
    preview: robotsTxt(rules, baseUrl),
  };
}

function mappingsDto(settings: SeoSettings): UrlMappingsDto {
  const parsed = parseUrlMappings(settings.urlMappings);
  const mappings = parsed.ok ? parsed.rules.map(({ from, to, status }) => ({ from, to, status })) : [];
  return { text: settings.urlMappings, mappings };
}

export async function readRobots(ctx: ServiceContext, baseUrl: string): Promise<RobotsSettingsDto> {
  return robotsDto(await getSeoSettings(ctx.db, ctx.websiteId), baseUrl);
}

/** Saves the owner's rules (null: the defaults again); saving the same rules twice is harmless. */
export async function saveRobots(
  ctx: ServiceContext,
  body: RobotsBody,
  baseUrl: string,
  now: number,
): Promise<Outcome<RobotsSettingsDto>> {
  const error = body.rules === null ? undefined : robotsRulesError(body.rules);
  if (error) return invalid({ rules: error });
  const saved = await saveSeoSettings(ctx.db, ctx.websiteId, { robotsRules: body.rules }, now);
  return ok(robotsDto(saved, baseUrl));
}

export async function readUrlMappings(ctx: ServiceContext): Promise<UrlMappingsDto> {
  return mappingsDto(await getSeoSettings(ctx.db, ctx.websiteId));
}

/** Saves the owner's mappings as written, after every line parsed; the same text twice is harmless. */
export async function saveUrlMappings(
  ctx: ServiceContext,
  body: UrlMappingsBody,
  now: number,
): Promise<Outcome<UrlMappingsDto>> {
  const parsed = parseUrlMappings(body.text);
  if (!parsed.ok) return invalid({ text: parsed.message });
  const saved = await saveSeoSettings(ctx.db, ctx.websiteId, { urlMappings: body.text }, now);
  return ok(mappingsDto(saved));
}
