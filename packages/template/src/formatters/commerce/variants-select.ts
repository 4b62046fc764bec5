import { DEFAULT_PRODUCT_LABELS } from '@tessera/core';
import { MISSING } from '../../plugins.js';
import type { PluginContext, Value } from '../../plugins.js';
import { localized } from '../../commerce/localized.js';
import { messageHtml } from '../../commerce/message-text.js';
import { ProductType, productTypeOf, variantsOf } from '../../commerce/product.js';
import { cartFormId, itemIdOf } from '../../commerce/product-ids.js';
import { variantOptionsOf } from '../../commerce/variant-options.js';
import type { VariantChoice } from '../../commerce/variant-options.js';
import { asString, isObject, isTruthy } from '../../values.js';
import { escapeHtml } from '../core/html.js';
import { element, voidElement } from '../core/markup.js';
import { at, child } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';

/** The texts of one option, all already HTML. */
interface OptionTexts {
  readonly title: string;
  readonly placeholder: string;
  /** How each value reads (translated on a page in another language); the value sent stays its own. */
  readonly shown: (value: string) => string;
}

/** An option's translated name and values (`structuredContent.variantOptionLabels`), if any. */
function labelOf(item: Value, name: string): { name: string; values: Readonly<Record<string, unknown>> } {
  const label = child(at(item, 'structuredContent.variantOptionLabels'), name);
  const values = at(label, 'values');
  return { name: asString(at(label, 'name')) || name, values: isObject(values) ? values : {} };
}

function textsFor(option: VariantChoice, item: Value, ctx: PluginContext): OptionTexts {
  const label = labelOf(item, option.name);
  const shown = (value: string) => {
    const text = label.values[value];
    return escapeHtml(typeof text === 'string' && text !== '' ? text : value);
  };
  if (productTypeOf(item) === ProductType.GIFT_CARD) {
    return {
      shown,
      title: escapeHtml(localized(ctx, 'giftCardValueDisplayText', 'Value')),
      placeholder: escapeHtml(
        localized(ctx, 'giftCardVariantSelectText', DEFAULT_PRODUCT_LABELS.selectValue),
      ),
    };
  }
  const pattern = localized(ctx, 'productVariantSelectText', DEFAULT_PRODUCT_LABELS.selectVariant);
  const name = escapeHtml(label.name);
  return { title: name, placeholder: messageHtml(ctx, pattern, { variantName: name }), shown };
}

function dropdown(option: VariantChoice, texts: OptionTexts, id: string, form: string): string {
  const choices = option.values.map((v) => element('option', { value: v }, texts.shown(v))).join('');
  return element(
    'div',
    { class: 'ts-variants__option', 'data-option-name': option.name },
    element('label', { class: 'ts-variants__label', for: id }, texts.title) +
      element(
        'select',
        { class: 'ts-variants__select', id, name: `options[${option.name}]`, form, required: true },
        element('option', { value: '' }, texts.placeholder) + choices,
      ),
  );
}

function radios(option: VariantChoice, texts: OptionTexts, form: string): string {
  const choices = option.values
    .map((v) =>
      element(
        'label',
        { class: 'ts-variants__radio' },
        voidElement('input', {
          type: 'radio',
          name: `options[${option.name}]`,
          value: v,
          form,
          required: true,
        }) + ` ${texts.shown(v)}`,
      ),
    )
    .join('');
  return element(
    'fieldset',
    { class: 'ts-variants__option ts-variants__option--radio', 'data-option-name': option.name },
    element('legend', { class: 'ts-variants__label' }, texts.title) + choices,
  );
}

/**
 * `variants-select [radio]`: one labelled dropdown per variant option (or, with `radio`, one
 * radio group), belonging to the product's add-to-cart form. The wrapper carries the variants
 * (and a subscription plan) as JSON for the variant island. One variant or none → missing.
 */
export const variantsSelect = valueFormatter((value, args, ctx) => {
  const variants = variantsOf(value);
  if (variants.length <= 1) return MISSING;
  const form = cartFormId(value);
  const asRadios = args.includes('radio');
  const groups = variantOptionsOf(value).map((option, i) => {
    const texts = textsFor(option, value, ctx);
    return asRadios ? radios(option, texts, form) : dropdown(option, texts, `${form}-option-${i}`, form);
  });
  const plan = at(value, 'structuredContent.subscriptionPlan');
  const subscribable = isTruthy(at(value, 'structuredContent.isSubscribable'));
  return element(
    'div',
    {
      class: 'ts-variants',
      'data-item-id': itemIdOf(value),
      'data-variants': JSON.stringify(variants),
      'data-subscription-plan': subscribable && plan !== MISSING ? JSON.stringify(plan) : undefined,
    },
    groups.join(''),
  );
});
