import { product, variant } from '../../commerce/testing/products.js';
import { renderCases } from '../core/testing/render-cases.js';

const p = product(1, [variant()]);
const data = (context: object, extra: object = {}) => ({
  p,
  productMerchandisingContext: { p1: context },
  ...extra,
});

interface FormParts {
  readonly index?: number;
  readonly variantId?: string;
  readonly siteKey?: string;
  readonly hidden?: boolean;
  readonly success?: string;
  readonly head?: string;
  readonly label?: string;
  readonly optIn?: string;
  readonly submit?: string;
}

function form(parts: FormParts = {}): string {
  const i = parts.index ?? 0;
  const v = parts.variantId;
  return (
    '<form class="ts-waitlist" method="post" action="/api/site-users/account/notifications/restock" data-item-id="p1"' +
    (v ? ` data-variant-id="${v}"` : '') +
    (parts.siteKey ? ` data-captcha-site-key="${parts.siteKey}"` : '') +
    ` data-success-text="${parts.success ?? 'Signed up!'}"${parts.hidden ? ' hidden' : ''}>` +
    '<input type="hidden" name="productId" value="p1">' +
    (v ? `<input type="hidden" name="variantId" value="${v}">` : '') +
    (parts.head ?? '') +
    `<label class="ts-waitlist__label" for="ts-waitlist-p1-${i}">${parts.label ?? 'Email Address'}</label>` +
    `<input class="ts-waitlist__email" id="ts-waitlist-p1-${i}" type="email" name="siteVisitorEmail" required minlength="3" maxlength="256" autocomplete="email">` +
    (parts.optIn ?? '') +
    `<button type="submit" class="ts-waitlist__submit">${parts.submit ?? 'Notify Me'}</button>` +
    '<p class="ts-waitlist__status" role="status" aria-live="polite"></p></form>'
  );
}

const optIn = (checked: boolean) =>
  `<label class="ts-waitlist__opt-in"><input type="checkbox" name="isJoinMailingList" value="true"${checked ? ' checked' : ''}> Sign up for news and updates</label>`;

renderCases('product-restock-notification', [
  {
    data: data({ restockNotificationViews: [{}] }),
    template: '{p|product-restock-notification}',
    expected: form(),
  },
  {
    data: data(
      {
        restockNotificationViews: [{ variantId: 'v1' }, { variantId: 'v2' }],
        mailingListSignUpEnabled: true,
        mailingListOptInByDefault: true,
      },
      { website: { captchaSettings: { siteKey: 'key-1' } } },
    ),
    template: '{p|product-restock-notification}',
    expected:
      form({ variantId: 'v1', siteKey: 'key-1', optIn: optIn(true) }) +
      form({ index: 1, variantId: 'v2', siteKey: 'key-1', optIn: optIn(true) }),
  },
  {
    data: data({
      restockNotificationViews: [{}],
      mailingListSignUpEnabled: true,
      restockNotificationHiddenByDefault: true,
    }),
    template: '{p|product-restock-notification}',
    expected: form({ hidden: true, optIn: optIn(false) }),
  },
  {
    data: data({
      restockNotificationViews: [{}],
      restockNotificationMessages: {
        title: 'Back soon',
        description: 'Tell me <when>',
        emailLabel: 'E-Mail',
        submitButtonText: 'Go',
        successMessage: 'Thanks "friend"',
        mailingListOptInText: 'ignored without sign-up',
      },
    }),
    template: '{p|product-restock-notification}',
    expected: form({
      head: '<p class="ts-waitlist__title">Back soon</p><p class="ts-waitlist__description">Tell me &lt;when&gt;</p>',
      label: 'E-Mail',
      submit: 'Go',
      success: 'Thanks &quot;friend&quot;',
    }),
  },
  {
    data: data({ restockNotificationViews: [] }),
    template: '[{p|product-restock-notification}]',
    expected: '[]',
  },
  { data: { p }, template: '[{p|product-restock-notification}]', expected: '[]' },
]);
