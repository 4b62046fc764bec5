import type { ProductContent, ProductVariant } from './product.js';

/** One option a shopper chooses (e.g. Size) with its values in first-seen order. */
export interface VariantOption {
  readonly name: string;
  readonly values: readonly string[];
}

/** Option name → chosen value; an empty or missing value means not chosen. */
export type ChosenAttributes = Readonly<Record<string, string | undefined>>;

function optionNames(product: ProductContent): readonly string[] {
  if (product.variantOptionOrdering && product.variantOptionOrdering.length > 0) {
    return product.variantOptionOrdering;
  }
  // Without an ordering, fall back to the order the attributes first appear in the variants.
  const names = new Set<string>();
  for (const variant of product.variants ?? []) Object.keys(variant.attributes).forEach((n) => names.add(n));
  return [...names];
}

/**
 * The options to choose from: names from `variantOptionOrdering`, each with the distinct values
 * its variants carry, in the order they first appear.
 *
 * @example
 * variantOptions(shirt); // [{ name: 'Size', values: ['S', 'M'] }, { name: 'Color', values: ['Red'] }]
 */
export function variantOptions(product: ProductContent): VariantOption[] {
  const variants = product.variants ?? [];
  return optionNames(product).map((name) => {
    const values = new Set<string>();
    for (const variant of variants) {
      const value = variant.attributes[name];
      if (value !== undefined && value !== '') values.add(value);
    }
    return { name, values: [...values] };
  });
}

/** The name a shopper reads for an option: its translation on a page in another language. */
export function optionNameLabel(product: ProductContent, name: string): string {
  return product.variantOptionLabels?.[name]?.name || name;
}

/** The text a shopper reads for an option's value; the value itself is what is matched and sent. */
export function optionValueLabel(product: ProductContent, name: string, value: string): string {
  return product.variantOptionLabels?.[name]?.values[value] || value;
}

function isChosen(value: string | undefined): value is string {
  return value !== undefined && value !== '';
}

/** The names of options the shopper has not chosen yet, in display order. */
export function unselectedOptionNames(product: ProductContent, chosen: ChosenAttributes): string[] {
  if ((product.variants ?? []).length <= 1) return [];
  return variantOptions(product)
    .filter((option) => option.values.length > 0 && !isChosen(chosen[option.name]))
    .map((option) => option.name);
}

/**
 * The variant matching every chosen option, or `undefined` when no variant has that
 * combination. A product with a single variant needs no choice.
 *
 * @example
 * findVariant(shirt, { Size: 'M', Color: 'Red' })?.sku; // 'SH-M-RED'
 */
export function findVariant(product: ProductContent, chosen: ChosenAttributes): ProductVariant | undefined {
  const variants = product.variants ?? [];
  if (variants.length === 1) return variants[0];
  const names = variantOptions(product)
    .filter((option) => option.values.length > 0)
    .map((option) => option.name);
  if (names.length === 0) return undefined;
  return variants.find((variant) => names.every((name) => variant.attributes[name] === chosen[name]));
}

/** A variant's option values for display, joined with ' / ' ("M / Red"). */
export function variantDescriptor(variant: ProductVariant): string {
  return (variant.optionValues ?? []).map((option) => option.value).join(' / ');
}
