import {
  LANGUAGE_CHOICE_COOKIE,
  LANGUAGE_CHOICE_MAX_AGE_SECONDS,
  LANGUAGE_CHOICE_PATH,
  languageNamed,
  localizedPath,
  safeNextPath,
  type SiteLanguage,
} from '@tessera/core';
import { listLanguages } from '@tessera/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { AppError } from '../errors.js';
import { cookieOptions, limit } from '../plugins/index.js';
import { setLocale } from './service.js';

/** Sets the cookie that remembers the visitor's language (core's language-choice.ts). */
export function rememberLanguage(request: FastifyRequest, reply: FastifyReply, code: string): void {
  reply.setCookie(
    LANGUAGE_CHOICE_COOKIE,
    code,
    cookieOptions(request, { maxAge: LANGUAGE_CHOICE_MAX_AGE_SECONDS }),
  );
}

const choiceQuery = z.object({
  language: z.string().min(1).max(35),
  next: z.string().max(2000).optional(),
});

async function publishedLanguages(request: FastifyRequest): Promise<SiteLanguage[]> {
  const languages = await listLanguages(request.server.database.db, request.website.id);
  return languages
    .filter((l) => l.enabled)
    .map((l) => ({ code: l.code, customCode: l.custom_code, isDefault: l.is_default }));
}

/**
 * The language switcher's links (`GET /api/site-language?language=fr-FR&next=/fr/about`): the
 * choice is remembered in a cookie, so a visitor coming back to the home page gets it in their
 * language, then the page opens. It works without JavaScript. A signed-in site user's choice is
 * kept on their account too (`POST /api/site-users/account/locale`'s rule: not for languages with
 * a custom code), but only when the browser says the click came from this site's own page.
 */
export const languageChoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LANGUAGE_CHOICE_PATH,
    {
      schema: { tags: ['multilingual'], querystring: choiceQuery },
      config: limit({ max: 60, timeWindow: '1 minute' }),
    },
    async (request, reply) => {
      const languages = await publishedLanguages(request);
      const language = languageNamed(request.query.language, languages);
      if (!language) throw new AppError('site-user-language-unavailable');
      rememberLanguage(request, reply, language.code);
      const fromThisSite = request.headers['sec-fetch-site'] === 'same-origin';
      if (request.siteUser && fromThisSite && language.customCode === null)
        await setLocale(contextOf(request), request.siteUser, language.code);
      const home = localizedPath('/', language, languages);
      return reply.header('cache-control', 'no-store').redirect(safeNextPath(request.query.next, home), 303);
    },
  );
};
