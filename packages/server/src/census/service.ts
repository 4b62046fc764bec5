import { findForm, insertCensusEvent, recordQuickView as insertQuickView } from '@tessera/db';
import type { ServiceContext } from '../context.js';

/** The census record value is identifier|four timestamps|visit count; only its identifier is kept. */
export function visitorIdOf(cookie: string | null | undefined): string | null {
  const id = cookie?.split('|')[0]?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,128}$/.test(id) ? id : null;
}

/** Records that one of this website's forms was shown; unknown forms are not recorded. */
export async function recordFormRender(
  ctx: ServiceContext,
  formId: string,
  visitorCookie: string | null | undefined,
): Promise<boolean> {
  if (!(await findForm(ctx.db, ctx.websiteId, formId))) return false;
  await insertCensusEvent(ctx.db, ctx.websiteId, {
    event: 'form-render',
    formId,
    visitorCookie: visitorIdOf(visitorCookie),
  });
  return true;
}

/** Records a quick view of one of this website's products a visitor may see; false for any other id. */
export async function recordQuickView(
  ctx: ServiceContext,
  productId: string,
  visitorCookie: string | null | undefined,
): Promise<boolean> {
  return insertQuickView(ctx.db, ctx.websiteId, productId, visitorIdOf(visitorCookie));
}
