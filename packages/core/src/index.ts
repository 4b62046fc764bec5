export * from './result.js';
export * from './time/clock.js';
export * from './cards/card-number.js';
export * from './text/interpolate.js';
export { DEFAULT_LOCALE, resolveLocale } from './text/number-format-cache.js';
export * from './text/format-cache.js';

export * from './money/currencies.js';
export * from './money/money.js';
export * from './money/rounding.js';
export * from './money/arithmetic.js';
export * from './money/allocate.js';
export * from './money/percentage.js';
export * from './money/decimal.js';
export * from './money/json.js';
export * from './money/format.js';
export * from './money/localized-amount.js';

export * from './subscription/subscription-plan.js';
export * from './subscription/subscription-price-text.js';

export * from './catalog/product-type.js';
export * from './catalog/product.js';
export * from './catalog/stock.js';
export * from './catalog/on-sale.js';
export * from './catalog/prices.js';
export * from './catalog/variant-options.js';
export * from './waitlist/allocation.js';
export * from './comments/comment-policy.js';
export * from './comments/safe-comment-html.js';
export * from './catalog/quantity-input.js';
export * from './catalog/merchandising.js';
export * from './catalog/button-labels.js';

export * from './cart/add-to-cart-messages.js';
export * from './cart/add-to-cart-validation.js';
export * from './cart/quantity.js';
export * from './cart/stock-sufficiency.js';
export * from './cart/cart-totals.js';
export * from './cart/cart-messages.js';
export * from './cart/cart-indicator.js';
export * from './cart/timings.js';
export * from './cart/add-button-machine.js';
export * from './cart/product-list-button-machine.js';

export * from './instalments/instalment-context.js';
export * from './instalments/instalment-offer.js';
export * from './instalments/instalment-text.js';
export * from './instalments/provider-locale.js';

export * from './forms/form-field.js';
export * from './forms/form.js';
export * from './forms/form-messages.js';
export * from './forms/field-values.js';
export * from './forms/email.js';
export * from './forms/validate-field.js';
export * from './forms/validate-form.js';
export * from './forms/character-counter.js';
export * from './forms/hidden-fields.js';
export * from './forms/submission-error.js';
export * from './forms/answer-summary.js';
export * from './forms/choice-values.js';
export * from './forms/captcha.js';
export * from './forms/submission-state.js';

export * from './site/enum-values.js';
export * from './site/contributor-roles.js';
export * from './site/page-types.js';
export * from './site/collection-types.js';
export * from './site/publish-states.js';
export * from './site/record-types.js';
export * from './site/block-types.js';
export * from './site/site-enums.js';
export * from './site/named-enumerations.js';
export * from './site/slug.js';
export * from './site/share-services.js';
export * from './site/public-paths.js';
export * from './site/site-cookies.js';
export * from './site/file-limits.js';
export * from './site/images.js';
export * from './site/calendar-url.js';
export * from './site/gallery-options.js';
export * from './site/normalize-gallery-options.js';
export * from './site/parse-color.js';
export * from './site/color-brightness.js';
export * from './i18n/site-languages.js';

export * from './analytics/census-cookies.js';
export * from './analytics/tracking-rules.js';
export * from './analytics/web-vitals-rules.js';
export * from './analytics/error-reporter.js';
export * from './analytics/session-replay.js';
export * from './analytics/limits.js';
export * from './members/access.js';

export * from './seo/robots.js';
export * from './seo/url-mappings.js';
export * from './cart/address-rules.js';
export * from './cart/region-rules.js';
