import { defaultLanguageOf, LANGUAGE_CHOICE_COOKIE, languageNamed, localizedPath } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import type { SiteData } from '../site-data.js';

/**
 * Where a visitor coming back to the home page should go: the home page in the language they
 * chose in the switcher (`ts_language`), when that is a published language other than the
 * default. Only the bare home page, asked for as HTML, moves: any other address was asked for in
 * its own language on purpose (a shared link, a search result).
 */
export function rememberedHome(request: FastifyRequest, site: SiteData): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.['format'] !== undefined) return undefined;
  const languages = site.multilingual?.languages ?? [];
  const chosen = languageNamed(request.cookies[LANGUAGE_CHOICE_COOKIE], languages);
  if (!chosen || chosen === defaultLanguageOf(languages)) return undefined;
  return localizedPath(request.url, chosen, languages);
}
