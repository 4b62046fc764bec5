import { insertCommentFlash, takeCommentFlash, clockOf } from '@tessera/db';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context.js';
import { ERROR_CATALOGUE } from '../errors.js';
import { visitorHash } from '../forms/index.js';
import { verifiedCrumb } from '../plugins/index.js';
import type { CommentBody } from './schemas.js';
import { wantsReplyMail, type PostOutcome } from './service.js';

/** The query parameter a comment posted without JavaScript comes back to its item page with. */
export const COMMENT_RESULT_PARAM = 'commentResult';
/** How long the item page can show the outcome after the redirect. */
export const COMMENT_FLASH_TTL_MS = 10 * 60_000;

/** What the comment form shows after a plain post: the message, and after a refusal the errors and what was typed. */
export interface CommentNotice {
  status: 'success' | 'error';
  message: string;
  fieldErrors: Record<string, string>;
  values: { name: string; email: string; body: string; parentId: string | null; notifyReplies: boolean };
}

export function noticeOf(outcome: PostOutcome, body: CommentBody): CommentNotice {
  const values = {
    name: body.name ?? '',
    email: body.email ?? '',
    body: body.body,
    parentId: body.parentId ?? null,
    notifyReplies: wantsReplyMail(body),
  };
  if (outcome.ok) {
    const empty = { ...values, body: '', parentId: null };
    return { status: 'success', message: outcome.message, fieldErrors: {}, values: empty };
  }
  return {
    status: 'error',
    message: ERROR_CATALOGUE[outcome.code].message,
    fieldErrors: outcome.fields ?? {},
    values,
  };
}

/** Keeps the notice for the poster's browser and gives the item page address that shows it. */
export async function flashNotice(
  ctx: ServiceContext,
  itemId: string,
  itemPath: string,
  crumb: string,
  notice: CommentNotice,
): Promise<string> {
  const id = await insertCommentFlash(ctx.db, ctx.websiteId, {
    itemId,
    visitorHash: visitorHash(crumb),
    payload: notice,
    expiresAt: clockOf(ctx.db).now() + COMMENT_FLASH_TTL_MS,
  });
  const url = new URL(itemPath, 'http://site.invalid');
  url.searchParams.set(COMMENT_RESULT_PARAM, id);
  url.hash = `comments-${itemId}`;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `?commentResult=<id>` of a plain post, read once and only by the browser that posted. */
export async function takeNotice(
  ctx: ServiceContext,
  request: FastifyRequest,
  itemId: string,
): Promise<CommentNotice | undefined> {
  const raw = (request.query as Record<string, unknown> | undefined)?.[COMMENT_RESULT_PARAM];
  const crumb = verifiedCrumb(request);
  if (typeof raw !== 'string' || !/^[0-9a-f]{24}$/.test(raw) || !crumb) return undefined;
  const payload = await takeCommentFlash(ctx.db, ctx.websiteId, {
    id: raw,
    itemId,
    visitorHash: visitorHash(crumb),
  });
  return payload as CommentNotice | undefined;
}
