import { Text } from '@mantine/core';
import { fieldError } from '../model/product-document.js';
import { MAX_STOCK, PRODUCT_TYPES, type ProductForm } from '../model/product-form.js';
import {
  renameOption,
  usableOptions,
  variantLabel,
  variantMatrix,
  type VariantDraft,
} from '../model/variant-matrix.js';
import { OptionsEditor, type OptionRename } from './options-editor.js';
import { Section, type SectionProps } from './section.js';
import { VariantsTable } from './variants-table.js';

/** The product's options and the variant matrix they make, one row per combination. */
export function VariantsSection({
  doc,
  errors,
  set,
  currency,
  type,
}: SectionProps & { currency: string; type: number }) {
  const stocked = type === PRODUCT_TYPES.PHYSICAL || type === PRODUCT_TYPES.SERVICE;
  const ordering = usableOptions(doc.options).map((o) => o.name);
  const changeOptions = (options: ProductForm['options'], label: string, rename?: OptionRename) => {
    const renamed =
      rename?.from && rename.to ? renameOption(doc.variants, rename.from, rename.to) : doc.variants;
    // The options and the matrix they make are one change: Undo takes both back.
    set({ options, variants: variantMatrix(options, renamed) }, label, rename !== undefined);
  };
  const changeVariant = (index: number, patch: Partial<VariantDraft>) => {
    const row = doc.variants[index];
    if (!row) return;
    const field = Object.keys(patch)[0] ?? '';
    set(
      { variants: doc.variants.map((v, i) => (i === index ? { ...v, ...patch } : v)) },
      `${variantLabel(row.attributes, ordering)}: ${field}`,
      true,
    );
  };
  return (
    <Section title="Variants">
      {type !== PRODUCT_TYPES.DIGITAL && (
        <OptionsEditor options={doc.options} error={fieldError(errors, 'options')} onChange={changeOptions} />
      )}
      <VariantsTable
        variants={doc.variants}
        ordering={ordering}
        currency={currency}
        stocked={stocked}
        weighed={type === PRODUCT_TYPES.PHYSICAL}
        images={doc.images}
        errors={errors}
        onChange={changeVariant}
      />
      {stocked && (
        <Text size="xs" c="dimmed">
          Stock is a whole number up to {MAX_STOCK.toLocaleString('en-US')}; changes are recorded in the
          variant&apos;s history.
        </Text>
      )}
    </Section>
  );
}
