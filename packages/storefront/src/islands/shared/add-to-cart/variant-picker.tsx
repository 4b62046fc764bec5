import { optionNameLabel, optionValueLabel, variantOptions, variantSelectPlaceholder } from '@tessera/core';
import type { ChosenAttributes, ProductContent, ProductLabelStrings } from '@tessera/core';
import { useId } from 'react';

/** Dropdowns, or groups of radio buttons (platform spec §2 variants selector). */
export type VariantDisplay = 'dropdown' | 'radio';

export interface VariantPickerProps {
  readonly product: ProductContent;
  readonly chosen: ChosenAttributes;
  readonly display: VariantDisplay;
  readonly labels?: ProductLabelStrings | undefined;
  readonly onChoose: (optionName: string, value: string) => void;
}

/** The form field name of an option, posted by the plain form: `attributes[Size]`. */
export function optionFieldName(optionName: string): string {
  return `attributes[${optionName}]`;
}

/**
 * The variant options of a product with more than one variant: a labelled `<select>` per option
 * with the 'Select {variantName}' placeholder, or a radio group per option. On a page in another
 * language the shopper reads the translated names and values; the values sent stay the variants' own.
 */
export function VariantPicker({ product, chosen, display, labels, onChoose }: VariantPickerProps) {
  const id = useId();
  if ((product.variants ?? []).length <= 1) return null;
  const options = variantOptions(product).filter((option) => option.values.length > 0);
  return (
    <div className="ts-variants">
      {options.map((option, index) => {
        const name = optionFieldName(option.name);
        const value = chosen[option.name] ?? '';
        const title = optionNameLabel(product, option.name);
        const shown = (choice: string) => optionValueLabel(product, option.name, choice);
        if (display === 'radio') {
          return (
            <fieldset className="ts-variants__group" key={option.name}>
              <legend className="ts-variants__label">{title}</legend>
              {option.values.map((choice) => (
                <label className="ts-variants__radio" key={choice}>
                  <input
                    type="radio"
                    name={name}
                    value={choice}
                    checked={value === choice}
                    onChange={() => onChoose(option.name, choice)}
                  />
                  <span>{shown(choice)}</span>
                </label>
              ))}
            </fieldset>
          );
        }
        const selectId = `${id}-${index}`;
        return (
          <div className="ts-variants__select" key={option.name}>
            <label className="ts-variants__label" htmlFor={selectId}>
              {title}
            </label>
            <select
              id={selectId}
              name={name}
              value={value}
              onChange={(event) => onChoose(option.name, event.target.value)}
            >
              <option value="">{variantSelectPlaceholder(title, product.productType, labels)}</option>
              {option.values.map((choice) => (
                <option key={choice} value={choice}>
                  {shown(choice)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
