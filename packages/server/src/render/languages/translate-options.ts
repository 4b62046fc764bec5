import type { VariantOptionLabel } from '@tessera/core';
import { translationKey, type TranslationTable } from './page-translations.js';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The translation field (kind 'option', id the product's) of an option's name: `name:Size`. */
export const optionNameField = (name: string) => `name:${name}`;

/** The field of one value of an option: `value:["Size","Small"]` (JSON keeps any name unambiguous). */
export const optionValueField = (name: string, value: string) => `value:${JSON.stringify([name, value])}`;

/** A product's options in display order, each with its distinct values, from its variants' attributes. */
export function productOptions(
  ordering: readonly string[],
  variants: readonly { attributes: Readonly<Record<string, string>> }[],
): { name: string; values: string[] }[] {
  const names = new Set(ordering);
  for (const v of variants) for (const name of Object.keys(v.attributes)) names.add(name);
  return [...names].map((name) => {
    const values = new Set<string>();
    for (const v of variants) {
      const value = v.attributes[name];
      if (value !== undefined && value !== '') values.add(value);
    }
    return { name, values: [...values] };
  });
}

function attributesOf(variant: unknown): Record<string, string> {
  const attributes = isObject(variant) ? variant['attributes'] : undefined;
  if (!isObject(attributes)) return {};
  return Object.fromEntries(
    Object.entries(attributes).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

function labelsOf(productId: string, content: Json, table: TranslationTable) {
  const ordering = Array.isArray(content['variantOptionOrdering'])
    ? content['variantOptionOrdering'].filter((n): n is string => typeof n === 'string')
    : [];
  const variants = Array.isArray(content['variants']) ? content['variants'] : [];
  const labels: Record<string, VariantOptionLabel> = {};
  for (const option of productOptions(
    ordering,
    variants.map((v) => ({ attributes: attributesOf(v) })),
  )) {
    const name = table.get(translationKey('option', productId, optionNameField(option.name)));
    const values: Record<string, string> = {};
    for (const value of option.values) {
      const text = table.get(translationKey('option', productId, optionValueField(option.name, value)));
      if (text) values[value] = text;
    }
    if (name || Object.keys(values).length > 0) labels[option.name] = { name: name || option.name, values };
  }
  return labels;
}

/**
 * A product's item JSON with its options in the page's language: `variantOptionLabels` for the
 * selects, and each variant's `optionValues` as shoppers read them. `attributes` and
 * `variantOptionOrdering` keep the default language's texts: the cart matches on those.
 */
export function withTranslatedOptions(item: unknown, table: TranslationTable): unknown {
  if (!isObject(item) || typeof item['id'] !== 'string' || !isObject(item['structuredContent'])) return item;
  const content = item['structuredContent'];
  const labels = labelsOf(item['id'], content, table);
  if (Object.keys(labels).length === 0) return item;
  const variants = Array.isArray(content['variants'])
    ? content['variants'].map((variant: unknown) => {
        if (!isObject(variant) || !Array.isArray(variant['optionValues'])) return variant;
        const optionValues = variant['optionValues'].map((option: unknown) => {
          if (!isObject(option) || typeof option['optionName'] !== 'string') return option;
          const label = labels[option['optionName']];
          if (!label) return option;
          const value = typeof option['value'] === 'string' ? option['value'] : '';
          return { optionName: label.name, value: label.values[value] ?? value };
        });
        return { ...variant, optionValues };
      })
    : content['variants'];
  return { ...item, structuredContent: { ...content, variants, variantOptionLabels: labels } };
}
