import { COLLECTION_TYPES, FOLDER_BEHAVIORS } from '@tessera/core';
import { MISSING } from '../../plugins.js';
import type { Predicate } from '../../plugins.js';
import { at } from '../../formatters/core/path.js';
import { asBoolean, asString, isObject, isTruthy } from '../../values.js';
import { nodeAt, nodeEquals, resolved } from './node-predicate.js';

/** The template-page collection type; the spec names it without a code (reference §10.2 gives 7). */
const TEMPLATE_PAGE = 7;
const { INDEX: FOLDER_INDEX, REDIRECT: FOLDER_REDIRECT } = FOLDER_BEHAVIORS;

export const collection = nodeAt('collection', isTruthy);
export const collectionPage = nodeEquals('collection.type', COLLECTION_TYPES.PAGE);
export const folder = nodeAt('collection.folder', isTruthy);
export const redirect = nodeEquals('folderBehavior', FOLDER_REDIRECT);

/** `collection-template-page?`: `collection.type` is 7, or the node's own `type` without a collection. */
export const collectionTemplatePage: Predicate = {
  apply(_args, ctx) {
    const node = ctx.node();
    const own = at(node, 'collection');
    return (own === MISSING ? at(node, 'type') : at(own, 'type')) === TEMPLATE_PAGE;
  },
};

/** `index?`: the collection is a folder whose behaviour is the number 1 (index). */
export const index = nodeAt(
  'collection',
  (value) => isObject(value) && isTruthy(value.folder ?? null) && value.folderBehavior === FOLDER_INDEX,
);

/** `clickable?`: no resolved `folderBehavior`, or index (1) or redirect (2). */
export const clickable = resolved(
  'folderBehavior',
  (value) => value === MISSING || value === FOLDER_INDEX || value === FOLDER_REDIRECT,
);

export const calendarView = resolved('calendarView', asBoolean);

/** `collectionTypeNameEquals? NAME`: the resolved `typeName` is the literal NAME. */
export const collectionTypeNameEquals: Predicate = {
  apply(args, ctx) {
    const name = args[0];
    return name !== undefined && asString(ctx.resolve('typeName')) === name;
  },
};
