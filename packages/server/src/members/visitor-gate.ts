import { memberAreasProtecting } from '@tessera/db';
import type { FastifyRequest } from 'fastify';
import type { MemberGate } from '../render/index.js';
import { freePreviewTagsOf, isMemberOfAny } from './access.js';

/**
 * The member areas' check for one page request (render/resolve-page.ts asks it for each protected
 * place): the areas protecting the collection, and whether the signed-in site user holds access to
 * one of them now. Anonymous visitors are never members.
 */
export function memberGateOf(request: FastifyRequest, now: number): MemberGate {
  const db = request.server.database.db;
  const websiteId = request.website.id;
  return async (collection) => {
    const areas = await memberAreasProtecting(db, websiteId, collection.id);
    const areaIds = areas.map((a) => a.id);
    const member = await isMemberOfAny(db, websiteId, request.siteUser?.id, areaIds, now);
    return { areaIds, member, freePreviewTags: freePreviewTagsOf(areas) };
  };
}
