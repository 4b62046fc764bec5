import { PUBLIC_API_PATHS } from '@tessera/core';
import type { Value } from '../../plugins.js';
import { merchandisingOf } from '../../commerce/merchandising.js';
import { itemIdOf } from '../../commerce/product-ids.js';
import { asString, isTruthy } from '../../values.js';
import { escapeHtml } from '../core/html.js';
import { element, voidElement } from '../core/markup.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';

/** Storefront spec §7: the restock sign-up call. */
export const WAITLIST_PATH = PUBLIC_API_PATHS.waitlist;

/** Texts of the form; each can be replaced by `restockNotificationMessages.<key>`. */
const DEFAULT_TEXTS = {
  title: '',
  description: '',
  emailLabel: 'Email Address',
  submitButtonText: 'Notify Me',
  mailingListOptInText: 'Sign up for news and updates',
  /** Storefront spec §4: success replaces the form with the site's text or 'Signed up!'. */
  successMessage: 'Signed up!',
} as const;

type TextKey = keyof typeof DEFAULT_TEXTS;

/** Storefront spec §9: email length 3-256. */
const EMAIL_LENGTH = { min: 3, max: 256 } as const;

interface WaitlistForm {
  readonly item: Value;
  readonly merchandising: Value;
  readonly siteKey: string;
  readonly text: (key: TextKey) => string;
}

function optIn(form: WaitlistForm): string {
  if (!isTruthy(at(form.merchandising, 'mailingListSignUpEnabled'))) return '';
  const checked = isTruthy(at(form.merchandising, 'mailingListOptInByDefault'));
  const box = voidElement('input', { type: 'checkbox', name: 'isJoinMailingList', value: 'true', checked });
  return element(
    'label',
    { class: 'ts-waitlist__opt-in' },
    `${box} ${escapeHtml(form.text('mailingListOptInText'))}`,
  );
}

function paragraph(form: WaitlistForm, key: 'title' | 'description'): string {
  const text = form.text(key);
  return text ? element('p', { class: `ts-waitlist__${key}` }, escapeHtml(text)) : '';
}

function waitlistForm(form: WaitlistForm, view: Value, index: number): string {
  const itemId = itemIdOf(form.item);
  const variantId = asString(at(view, 'variantId'));
  const emailId = `ts-waitlist-${itemId}-${index}`;
  const email = voidElement('input', {
    class: 'ts-waitlist__email',
    id: emailId,
    type: 'email',
    name: 'siteVisitorEmail',
    required: true,
    minlength: EMAIL_LENGTH.min,
    maxlength: EMAIL_LENGTH.max,
    autocomplete: 'email',
  });
  const inner = [
    voidElement('input', { type: 'hidden', name: 'productId', value: itemId }),
    variantId ? voidElement('input', { type: 'hidden', name: 'variantId', value: variantId }) : '',
    paragraph(form, 'title'),
    paragraph(form, 'description'),
    element('label', { class: 'ts-waitlist__label', for: emailId }, escapeHtml(form.text('emailLabel'))),
    email,
    optIn(form),
    element(
      'button',
      { type: 'submit', class: 'ts-waitlist__submit' },
      escapeHtml(form.text('submitButtonText')),
    ),
    element('p', { class: 'ts-waitlist__status', role: 'status', 'aria-live': 'polite' }),
  ];
  return element(
    'form',
    {
      class: 'ts-waitlist',
      method: 'post',
      action: WAITLIST_PATH,
      'data-item-id': itemId,
      'data-variant-id': variantId || undefined,
      'data-captcha-site-key': form.siteKey || undefined,
      'data-success-text': form.text('successMessage'),
      hidden: isTruthy(at(form.merchandising, 'restockNotificationHiddenByDefault')),
    },
    inner.join(''),
  );
}

/**
 * `product-restock-notification`: one back-in-stock sign-up form per restock view of the
 * product's merchandising context — a real form posting to the restock call, with the captcha
 * site key for the waitlist island. No views → `""`.
 */
export const productRestockNotification = valueFormatter((value, _args, ctx) => {
  const merchandising = merchandisingOf(value, ctx);
  const views = at(merchandising, 'restockNotificationViews');
  if (!Array.isArray(views) || views.length === 0) return '';
  const messages = at(merchandising, 'restockNotificationMessages');
  const text = (key: TextKey) => {
    const custom = at(messages, key);
    return typeof custom === 'string' && custom.trim() !== '' ? custom : DEFAULT_TEXTS[key];
  };
  const form: WaitlistForm = {
    item: value,
    merchandising,
    siteKey: asString(ctx.resolve('website.captchaSettings.siteKey')),
    text,
  };
  return (views as readonly Value[]).map((view, i) => waitlistForm(form, view, i)).join('');
});
