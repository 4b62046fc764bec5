import { PAGE_TYPES } from '@tessera/core';
import { clockOf, findMemberArea, listCollections, type MemberArea } from '@tessera/db';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, htmlDocument } from '../html.js';
import { registerPageContext, type PageService } from '../render/index.js';
import { isMemberOfAny } from './access.js';
import { offerOf } from './owner-service.js';
import { JOIN_API, JOIN_PAGE, WELCOME_PAGE } from './paths.js';
import { formatMoney, money, type CurrencyCode } from '@tessera/core';

const PAGE = { schema: { hide: true } } as const;

/** `membership` on the membership-confirmed page (208). */
export interface MembershipJson {
  name: string;
  welcomeText: string;
  member: boolean;
  /** The pages and collections the area opens, as links. */
  pages: { title: string; url: string }[];
  joinUrl: string;
}

const states = new WeakMap<FastifyRequest, MembershipJson>();

export const MEMBER_PAGE_CONTEXTS = [
  registerPageContext(
    PAGE_TYPES.MEMBERSHIP_CONFIRMED,
    'membership',
    async ({ request }) => states.get(request),
    { varies: ['uncached-page'] },
  ),
];

async function pagesOf(request: FastifyRequest, area: MemberArea) {
  const all = await listCollections(request.server.database.db, request.website.id);
  return all
    .filter((c) => area.collection_ids.includes(c.id) && c.enabled)
    .map((c) => ({ title: c.title, url: `/${c.url_id}` }));
}

async function isMember(request: FastifyRequest, area: MemberArea): Promise<boolean> {
  const db = request.server.database.db;
  return isMemberOfAny(db, request.website.id, request.siteUser?.id, [area.id], clockOf(db).now());
}

function sendPlain(request: FastifyRequest, reply: FastifyReply, title: string, main: string, status = 200) {
  const site = escapeHtml(request.website.title);
  const body = `<header><a href="/">${site}</a></header>\n<main id="members">\n<h1>${escapeHtml(title)}</h1>\n${main}\n</main>`;
  return reply
    .code(status)
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(htmlDocument(`${title} · ${request.website.title}`, body, request.website.locale));
}

/**
 * The join page: what the area costs and how to get in. Signed out: sign in (coming back here)
 * or create an account. Signed in: one button that joins (free) or goes to the checkout.
 */
async function joinPage(request: FastifyRequest, reply: FastifyReply) {
  const db = request.server.database.db;
  const { areaId } = request.params as { areaId: string };
  const area = /^[0-9a-f]{24}$/.test(areaId)
    ? await findMemberArea(db, request.website.id, areaId)
    : undefined;
  if (!area)
    return sendPlain(request, reply, 'Not found', '<p>The page you requested could not be found.</p>', 404);
  const here = JOIN_PAGE.replace(':areaId', area.id);
  const offer = await offerOf(db, request.website.id, area);
  const price = offer
    ? `${formatMoney(money(offer.priceCents, offer.currency as CurrencyCode), { locale: request.website.locale })}${area.pricing === 'recurring' ? ' (subscription)' : ''}`
    : 'Free';
  const intro = `<p class="join-price">${escapeHtml(price)}</p>`;
  if (!request.siteUser) {
    return sendPlain(
      request,
      reply,
      `Join ${area.name}`,
      `${intro}
<p>Sign in or create an account to join.</p>
<p><a href="/account/login?next=${encodeURIComponent(here)}">Sign in</a> · <a href="/account/signup?next=${encodeURIComponent(here)}">Create an account</a></p>`,
    );
  }
  if (await isMember(request, area)) {
    return reply.header('cache-control', 'no-store').redirect(WELCOME_PAGE.replace(':areaId', area.id), 303);
  }
  const label = offer ? `Buy access for ${price}` : 'Join for free';
  return sendPlain(
    request,
    reply,
    `Join ${area.name}`,
    `${intro}
<form method="post" action="${JOIN_API.replace(':areaId', area.id)}">
<input type="hidden" name="xsrfToken" value="${escapeHtml(request.siteUser.xsrfToken)}">
<p><button type="submit">${escapeHtml(label)}</button></p>
</form>`,
  );
}

async function welcomePage(pages: PageService, request: FastifyRequest, reply: FastifyReply) {
  const { areaId } = request.params as { areaId: string };
  const db = request.server.database.db;
  const area = /^[0-9a-f]{24}$/.test(areaId)
    ? await findMemberArea(db, request.website.id, areaId)
    : undefined;
  if (!area) return pages.show(request, reply, { kind: 'not-found' });
  states.set(request, {
    name: area.name,
    welcomeText: area.welcome_text,
    member: await isMember(request, area),
    pages: await pagesOf(request, area),
    joinUrl: JOIN_PAGE.replace(':areaId', area.id),
  });
  return pages.show(request, reply, { kind: 'area', pageType: PAGE_TYPES.MEMBERSHIP_CONFIRMED });
}

/** The join page and the membership-confirmed page (208, through the theme); never cached. */
export const memberPageRoutes: FastifyPluginAsync<{ pages: PageService }> = async (app, { pages }) => {
  app.get(JOIN_PAGE, PAGE, joinPage);
  app.get(WELCOME_PAGE, PAGE, (request, reply) => welcomePage(pages, request, reply));
};
