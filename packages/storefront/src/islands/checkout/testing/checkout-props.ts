import { cartWith, entry } from '../../../testing/fixtures.js';
import type { CheckoutData, CheckoutProps, ShippingOption } from '../checkout-types.js';

const STANDARD: ShippingOption = { id: 'rate-standard', name: 'Standard', kind: 'flat', amountCents: 500 };

export const CHECKOUT_ACTIONS = {
  details: '/checkout/details',
  shippingOption: '/checkout/shipping-option',
  coupons: '/checkout/coupons',
  removeCoupon: '/checkout/coupons/remove',
  giftCards: '/checkout/gift-cards',
  removeGiftCard: '/checkout/gift-cards/remove',
  place: '/checkout/place',
  api: '/api/commerce/checkout',
  cardTokens: '/api/commerce/checkout/payments/test-card/tokens',
} as const;

/** Test-only: a checkout of one shipped mug ($20), shipping options and one invalid coupon. */
export function checkoutData(extra: Partial<CheckoutData> = {}): CheckoutData {
  return {
    kind: 'cart',
    cartToken: null,
    shoppingCart: {
      ...cartWith(
        [entry('e1', { title: 'Mug <b>', chosenVariant: { sku: 'M', attributes: { Size: 'M' } } })],
        { coupons: ['OLD'], shippingCostCents: 500, grandTotalCents: 2500 },
      ),
      shippingOptions: [STANDARD, { id: 'rate-express', name: 'Express', kind: 'flat', amountCents: 1500 }],
      selectedShippingOption: STANDARD,
      validCoupons: [],
      invalidCoupons: [{ code: 'OLD', reason: 'This coupon has expired.' }],
      applicableTaxRules: [],
    },
    email: 'ada@example.com',
    shippingAddress: {
      name: 'Ada',
      line1: '1 Main St',
      line2: '',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'US',
      phone: '',
    },
    location: { country: 'US', region: 'IL', postalCode: '62701' },
    includedTaxCents: 0,
    giftCards: [],
    giftCardTotalCents: 0,
    amountDueCents: 2500,
    minimumSubtotalCents: null,
    problems: [],
    canPlaceOrder: true,
    subscription: null,
    payment: {
      provider: 'test',
      testMode: true,
      testCards: [
        {
          number: '4242 4242 4242 4242',
          brand: 'Visa',
          behaviour: 'succeed',
          description: 'Payment succeeds',
        },
        {
          number: '4000 0000 0000 0002',
          brand: 'Visa',
          behaviour: 'decline',
          description: 'Card is declined',
        },
      ],
    },
    currency: 'USD',
    locale: 'en-US',
    ...extra,
  };
}

export function checkoutProps(extra: Partial<CheckoutProps> = {}): CheckoutProps {
  return {
    checkout: checkoutData(),
    crumb: 'tok"<>',
    idempotencyKey: 'key-0000-1111',
    notice: null,
    actions: CHECKOUT_ACTIONS,
    ...extra,
  };
}
