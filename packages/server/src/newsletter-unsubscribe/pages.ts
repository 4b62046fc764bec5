import { PAGE_TYPES } from '@tessera/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contextOf } from '../context.js';
import {
  readUnsubscribeLink,
  unsubscribeByLink,
  UNSUBSCRIBE_PATH,
  type UnsubscribeLink,
} from '../newsletter/index.js';
import { ensureCrumb, limit } from '../plugins/index.js';
import type { PageService } from '../render/index.js';

/** Which of its three faces the unsubscribe page shows. */
export type UnsubscribeState = 'confirm' | 'unsubscribed' | 'invalid';

/** The `newsletterUnsubscribe` key of page type 300's context (docs/template-context.md). */
export interface UnsubscribePageContext {
  state: UnsubscribeState;
  listName: string | null;
  email: string | null;
  unsubscribedAt: number | null;
  /** Where the confirm form posts: this same link. */
  formAction: string | null;
  crumb: string;
}

const PAGE = { schema: { hide: true } } as const;
// Opened from e-mails and posted by mail clients (RFC 8058): the signed token is the authority, so
// these routes stay open on a locked site and need no crumb; both are limited per address.
const CONFIG = { ...limit({ max: 30, timeWindow: '1 minute' }), siteLock: 'open' as const };

function tokenOf(request: FastifyRequest): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.['token'] !== undefined) return query['token'];
  const body = request.body as Record<string, unknown> | undefined;
  return body && typeof body === 'object' ? body['token'] : undefined;
}

function show(
  pages: PageService,
  request: FastifyRequest,
  reply: FastifyReply,
  token: unknown,
  link: UnsubscribeLink | undefined,
) {
  const state: UnsubscribeState = !link
    ? 'invalid'
    : link.unsubscribedAt === null
      ? 'confirm'
      : 'unsubscribed';
  const newsletterUnsubscribe: UnsubscribePageContext = {
    state,
    listName: link?.listName ?? null,
    email: link?.email ?? null,
    unsubscribedAt: link?.unsubscribedAt ?? null,
    formAction:
      link && typeof token === 'string' ? `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}` : null,
    crumb: ensureCrumb(request, reply),
  };
  reply.header('x-robots-tag', 'noindex');
  return pages.show(
    request,
    reply,
    { kind: 'area', pageType: PAGE_TYPES.NEWSLETTER_UNSUBSCRIBE, data: { newsletterUnsubscribe } },
    link ? {} : { status: 400 },
  );
}

/**
 * The newsletter unsubscribe page (page type 300) behind the signed link of every e-mail to a
 * mailing-list subscriber: GET asks to confirm (or says it is done), POST unsubscribes — from the
 * page's own form or a mail client's one-click `List-Unsubscribe-Post` (RFC 8058) — and shows the
 * confirmation; again and again alike. A forged, altered or other website's token: the page says
 * the link is not valid (400).
 */
export const unsubscribePageRoutes: FastifyPluginAsync<{ pages: PageService }> = async (app, { pages }) => {
  // RFC 8058 lets mail clients post `List-Unsubscribe=One-Click` as multipart/form-data: its
  // content is not needed (the token is in the URL), so it is read and dropped, here only.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_r, _b, done) =>
    done(null, {}),
  );
  app.get(UNSUBSCRIBE_PATH, { ...PAGE, config: CONFIG }, async (request, reply) => {
    const token = tokenOf(request);
    return show(pages, request, reply, token, await readUnsubscribeLink(contextOf(request), token));
  });
  app.post(UNSUBSCRIBE_PATH, { ...PAGE, config: CONFIG }, async (request, reply) => {
    const token = tokenOf(request);
    reply.header('cache-control', 'no-store');
    return show(pages, request, reply, token, await unsubscribeByLink(contextOf(request), token));
  });
};
