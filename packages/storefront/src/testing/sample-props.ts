import { money, PRODUCT_TYPES } from '@tessera/core';
import type { IslandPropsMap } from '../islands/island-registry.js';
import { cartWith, ENGRAVING_FORM, entry, mug, shirt, variant } from './fixtures.js';
import { formBlockProps, newsletterProps, promoPopupProps } from '../islands/forms/testing/form-props.js';
import { checkoutProps } from '../islands/checkout/testing/checkout-props.js';
import { subscriptionCardProps } from '../islands/subscription-card/testing/subscription-card-props.js';

/** Test-only: props for every island, with text that needs escaping. */
export const SAMPLE_PROPS: IslandPropsMap = {
  'add-to-cart': {
    itemId: 'item-1',
    productName: 'Linen "Atelier" <Shirt> & Co',
    product: shirt(),
    crumb: 'tok\'"<>&',
    variantImages: { 'S-RED': { id: 'img-1', url: '/img/red.jpg?w=500&h=500' } },
  },
  'product-list-button': {
    itemId: 'item-2',
    productName: 'Mug',
    product: shirt(),
    crumb: 'tok',
    showVariants: true,
  },
  'cart-pill': { totalQuantity: 101, theme: 'dark' },
  'cart-indicator': { totalQuantity: 3, subtotalText: '$60.00', currency: 'USD' },
  'cart-page': {
    cart: cartWith([
      entry('e1', {
        title: 'Mug <b>bold</b>',
        additionalFieldsForm: ENGRAVING_FORM,
        additionalFields: '{"engraving":"Hi"}',
      }),
      entry('e2', {
        quantity: 2,
        subTotal: 4000,
        chosenVariant: { sku: 'S-RED', attributes: { Size: 'S' } },
      }),
    ]),
    currency: 'USD',
    crumb: 'tok',
    minimumSubtotalCents: 1000,
    instalments: {
      context: {
        afterPayAvailable: true,
        afterPayMin: money(100, 'USD'),
        afterPayMax: money(200000, 'USD'),
        stripeAccountCountry: 'US',
      },
    },
  },
  'gift-card': {
    itemId: 'gift-1',
    productName: 'Gift Card',
    product: {
      productType: PRODUCT_TYPES.GIFT_CARD,
      variantOptionOrdering: ['Value'],
      variants: [variant('GC25', { Value: '$25' }), variant('GC50', { Value: '$50' })],
    },
    crumb: 'tok',
  },
  'instalment-pill': {
    productType: PRODUCT_TYPES.PHYSICAL,
    priceCents: 10000,
    currency: 'USD',
    context: {
      afterPayAvailable: true,
      afterPayMin: money(3500, 'USD'),
      afterPayMax: money(200000, 'USD'),
      stripeAccountCountry: 'US',
      shopperLanguage: 'en',
    },
  },
  'form-block': formBlockProps(),
  'newsletter-block': newsletterProps(),
  'checkout-page': checkoutProps(),
  'quick-view': {
    itemId: 'item-1',
    productName: 'Linen Overshirt',
    url: '/shop/p/linen-overshirt',
    label: 'Quick View',
  },
  'password-meter': { inputId: 'account-password', personalInputIds: ['account-name', 'account-email'] },
  'subscription-card': subscriptionCardProps(),
  'like-button': { itemId: 'item-1', likeCount: 3 },
  comments: {
    itemId: 'item-1',
    comments: [
      {
        id: 'c1',
        parentId: null,
        depth: 0,
        authorName: 'Ada',
        bodyHtml: '<p>Lovely glaze.</p>',
        createdAt: 1_700_000_000_000,
      },
      {
        id: 'c2',
        parentId: 'c1',
        depth: 1,
        authorName: 'Bo',
        bodyHtml: '<p>Agreed.</p>',
        createdAt: 1_700_000_100_000,
      },
    ],
    count: 2,
    nextPage: null,
    open: true,
    guestsAllowed: true,
    locale: 'en-US',
  },
  'promo-popup': promoPopupProps(),
};

/** A product page's worth of islands in one page, for the loader. */
export const MUG_PROPS = { itemId: 'item-3', productName: 'Mug', product: mug(), crumb: 'tok' };
