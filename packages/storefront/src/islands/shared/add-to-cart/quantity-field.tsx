import { QUANTITY_INPUT, quantityLabel } from '@tessera/core';
import type { ProductLabelStrings } from '@tessera/core';
import { useId } from 'react';

/** The quantity input: min 1, max 9999, step 1, default 1 (storefront spec §5). */
export function QuantityField({ labels }: { readonly labels?: ProductLabelStrings | undefined }) {
  const id = useId();
  return (
    <div className="ts-quantity">
      <label className="ts-quantity__label" htmlFor={id}>
        {quantityLabel(labels)}
      </label>
      <input
        id={id}
        className="ts-quantity__input"
        type="number"
        name="quantity"
        inputMode="numeric"
        min={QUANTITY_INPUT.min}
        max={QUANTITY_INPUT.max}
        step={QUANTITY_INPUT.step}
        defaultValue={QUANTITY_INPUT.defaultValue}
      />
    </div>
  );
}
