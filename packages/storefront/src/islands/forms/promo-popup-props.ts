import type { PromoPopupAction, PromoPopupTrigger } from '@tessera/core';
import type { FormBlockProps } from './form-block-props.js';

/** What the visitor sees and when (the `popupOverlay` context, docs/template-context.md). */
export interface PromoPopupContent {
  readonly version: number;
  readonly heading: string;
  readonly body: string;
  readonly buttonLabel: string;
  readonly action: PromoPopupAction;
  /** The button's link (action 'link'); '' otherwise. */
  readonly linkUrl: string;
  readonly successText: string;
  readonly image: { readonly assetUrl: string; readonly altText: string } | null;
  readonly trigger: PromoPopupTrigger;
  /** Seconds (delay) or percent of the page (scroll). */
  readonly triggerValue: number;
  readonly reshowDays: number;
  readonly hideAfterSignUp: boolean;
  readonly showOnMobile: boolean;
}

export interface PromoPopupProps {
  readonly popup: PromoPopupContent;
  /** The pop-up's newsletter form (action 'newsletter'), with its captcha on the promo pop-up action. */
  readonly form?: FormBlockProps;
  /** The studio's preview: open at once, nothing remembered, nothing watched. */
  readonly preview?: boolean;
}
