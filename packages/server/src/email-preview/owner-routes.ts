import { PAGE_TYPES } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { unwrap } from '../owner-kit/index.js';
import type { PageService } from '../render/index.js';
import { commerceEmailList, commerceEmailPreview, emailParams } from './schemas.js';
import {
  COMMERCE_EMAILS,
  previewEmail,
  sampleOrder,
  type CommerceEmailKind,
  type EmailPreview,
} from './service.js';

const tags = ['admin: commerce e-mails'];
const LIST = '/api/admin/commerce-emails';
/** The page (type 301) of one e-mail's preview. */
export const previewPagePath = (kind: string) => `${LIST}/${kind}/preview`;

/** The `commerceEmailPreview` key of page type 301's context (docs/template-context.md). */
function pageContext(kind: CommerceEmailKind, preview: EmailPreview | undefined) {
  return {
    kind,
    name: COMMERCE_EMAILS.find((e) => e.kind === kind)?.name ?? kind,
    hasOrder: preview !== undefined,
    orderNumber: preview?.orderNumber ?? null,
    subject: preview?.subject ?? null,
    html: preview?.html ?? null,
    text: preview?.text ?? null,
    emails: COMMERCE_EMAILS.map((e) => ({ ...e, url: previewPagePath(e.kind), current: e.kind === kind })),
  };
}

async function showPage(
  pages: PageService,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: CommerceEmailKind,
) {
  const outcome = await previewEmail(contextOf(request), kind, request.siteOrigin);
  const commerceEmailPreview = pageContext(kind, outcome.ok ? outcome.value : undefined);
  reply.header('x-robots-tag', 'noindex, nofollow');
  reply.header('cache-control', 'no-store');
  return pages.show(request, reply, {
    kind: 'area',
    pageType: PAGE_TYPES.COMMERCE_EMAIL_PREVIEW,
    data: { commerceEmailPreview },
  });
}

/**
 * The owner's preview of the commerce e-mails (page type 301): each e-mail rendered from the
 * site's newest order by the functions that send it, as JSON for the studio and as a themed page.
 * Reading only (nothing is sent or stored); owners with commerce.settings, never visitors.
 */
export const emailPreviewRoutes: FastifyPluginAsyncZod<{ pages: PageService }> = async (app, { pages }) => {
  const preHandler = requirePermission('commerce.settings');
  app.get(LIST, { schema: { tags, response: { 200: commerceEmailList } }, preHandler }, async (request) => {
    const order = await sampleOrder(contextOf(request));
    return {
      emails: COMMERCE_EMAILS.map(({ kind, name }) => ({ kind, name })),
      sampleOrderNumber: order?.order_number ?? null,
    };
  });
  app.get(
    `${LIST}/:kind`,
    { schema: { tags, params: emailParams, response: { 200: commerceEmailPreview } }, preHandler },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return unwrap(await previewEmail(contextOf(request), request.params.kind, request.siteOrigin));
    },
  );
  app.get(
    previewPagePath(':kind'),
    { schema: { tags, params: emailParams }, preHandler },
    async (request, reply) => showPage(pages, request, reply, request.params.kind),
  );
};
