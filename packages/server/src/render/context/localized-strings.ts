import type { WebsiteSettings } from '@tessera/db';
import { DEFAULT_PRODUCT_LABELS, DEFAULT_SOLD_OUT_TEXT, LIKERT_LABELS } from '@tessera/core';

const likert = (answer: string): string => LIKERT_LABELS[answer] ?? '';

/**
 * The commerce texts templates read from `localizedStrings` (JSON-T reference Appendix A), in
 * English. A translation replaces this table per language; the site's own button labels
 * (website settings) win over it.
 */
export const ENGLISH_COMMERCE_STRINGS: Readonly<Record<string, string>> = Object.freeze({
  productPriceFromText: 'from {fromPrice}',
  productPriceUnavailable: 'Unavailable',
  productQuickViewText: DEFAULT_PRODUCT_LABELS.quickView,
  productSoldOutText: DEFAULT_SOLD_OUT_TEXT,
  productSaleText: 'sale',
  productSummaryFormNoAnswerText: 'N/A',
  productVariantSelectText: DEFAULT_PRODUCT_LABELS.selectVariant,
  giftCardVariantSelectText: DEFAULT_PRODUCT_LABELS.selectValue,
  giftCardValueDisplayText: 'Value',
  productAddToCartText: DEFAULT_PRODUCT_LABELS.addToCart,
  productSubscribeText: DEFAULT_PRODUCT_LABELS.subscribe,
  productQuantityInputLabel: DEFAULT_PRODUCT_LABELS.quantity,
  originalPriceText: 'Original Price:',
  salePriceText: 'Sale Price:',
  productAnswerMapStronglyDisagree: likert('-2'),
  productAnswerMapDisagree: likert('-1'),
  productAnswerMapNeutral: likert('0'),
  productAnswerMapAgree: likert('1'),
  productAnswerMapStronglyAgree: likert('2'),
});

const TRANSLATIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.freeze({
  en: ENGLISH_COMMERCE_STRINGS,
});

function nonBlank(text: string | undefined): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/** The localized strings of a page: the language's table with the site's button labels over it. */
export function localizedStrings(locale: string, settings: WebsiteSettings): Record<string, string> {
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? 'en';
  const table = TRANSLATIONS[language] ?? ENGLISH_COMMERCE_STRINGS;
  const labels = settings.buttonLabels;
  const own: Record<string, string | undefined> = {
    productAddToCartText: labels.addToCart,
    productSubscribeText: labels.subscribe,
    productQuantityInputLabel: labels.quantity,
    productQuickViewText: labels.quickView,
    giftCardVariantSelectText: labels.selectValue,
  };
  const strings: Record<string, string> = { ...table };
  for (const [key, text] of Object.entries(own)) if (nonBlank(text)) strings[key] = text;
  return strings;
}
