import { isDeepStrictEqual } from 'node:util';
import { getHeaderFooter, putHeaderFooter } from '@tessera/db';
import { siteChanged } from '../render/index.js';
import type { ServiceContext } from '../context.js';
import type { HeaderFooterDto } from './schemas.js';

export async function readHeaderFooter(ctx: ServiceContext): Promise<HeaderFooterDto> {
  return (await getHeaderFooter(ctx.db, ctx.websiteId)) as HeaderFooterDto;
}

/** Saves both parts; a save that changes nothing writes nothing (safe to retry). */
export async function saveHeaderFooter(
  ctx: ServiceContext,
  value: HeaderFooterDto,
): Promise<HeaderFooterDto> {
  const current = await getHeaderFooter(ctx.db, ctx.websiteId);
  if (isDeepStrictEqual(current, value)) return value;
  await putHeaderFooter(ctx.db, ctx.websiteId, value);
  siteChanged(ctx.websiteId, 'header-footer');
  return value;
}
