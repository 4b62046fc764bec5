import type { PromoPopupFields } from '@tessera/contract';
import { promoPopupShowsOn } from '@tessera/core';
import { findFile, findPromoPopup } from '@tessera/db';
import type { PromoPopupContent } from '@tessera/storefront/ssr';
import type { ServiceContext } from '../context.js';
import { findSubmittableForm } from '../forms/index.js';
import { fileAssetUrl, publicForm, type PublicForm } from '../render/index.js';
import { storedFields } from './service.js';

/** The `popupOverlay` context (docs/template-context.md): what the pop-up shows and when. */
export interface PopupOverlayJson extends PromoPopupContent {
  /** The pop-up's newsletter form (action 'newsletter'); null when the button links. */
  form: PublicForm | null;
}

export const POPUP_OVERLAY_KEYS: readonly (keyof PopupOverlayJson)[] = [
  'version',
  'heading',
  'body',
  'buttonLabel',
  'action',
  'linkUrl',
  'successText',
  'image',
  'trigger',
  'triggerValue',
  'reshowDays',
  'hideAfterSignUp',
  'showOnMobile',
  'form',
];

export async function popupImage(
  ctx: ServiceContext,
  fileId: string | null,
): Promise<PromoPopupContent['image']> {
  const file = fileId ? await findFile(ctx.db, ctx.websiteId, fileId) : undefined;
  return file?.content_type.startsWith('image/')
    ? { assetUrl: fileAssetUrl(file), altText: file.alt_text }
    : null;
}

/** What the visitor's island needs of the owner's choices (never the list or page rules). */
export function popupContent(
  fields: PromoPopupFields,
  version: number,
  image: PromoPopupContent['image'],
): PromoPopupContent {
  return {
    version,
    heading: fields.heading,
    body: fields.body,
    buttonLabel: fields.buttonLabel,
    action: fields.action,
    linkUrl: fields.action === 'link' ? fields.linkUrl : '',
    successText: fields.successText,
    image,
    trigger: fields.trigger,
    triggerValue: fields.triggerValue,
    reshowDays: fields.reshowDays,
    hideAfterSignUp: fields.hideAfterSignUp,
    showOnMobile: fields.showOnMobile,
  };
}

/**
 * The pop-up of the page at `path`, or undefined: when it is off, not meant for this page, or its
 * sign-up form is gone (it then has nothing to offer).
 */
export async function popupOverlayOf(
  ctx: ServiceContext,
  path: string,
): Promise<PopupOverlayJson | undefined> {
  const row = await findPromoPopup(ctx.db, ctx.websiteId);
  const fields = storedFields(row);
  if (!row || !fields.enabled || !promoPopupShowsOn(fields.placement, fields.pagePaths, path))
    return undefined;
  let form: PublicForm | null = null;
  if (fields.action === 'newsletter') {
    const loaded = row.form_id ? await findSubmittableForm(ctx, row.form_id) : undefined;
    if (!loaded?.mailingListId) return undefined;
    form = publicForm(loaded);
  }
  return { ...popupContent(fields, row.version, await popupImage(ctx, fields.imageFileId)), form };
}
