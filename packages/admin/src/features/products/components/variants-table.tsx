import { Checkbox, Group, NumberInput, Select, Table, Text, TextInput } from '@mantine/core';
import type { FieldErrors } from '../model/product-document.js';
import { MAX_PARCEL_MM, MAX_STOCK, MAX_WEIGHT_GRAMS } from '../model/product-form.js';
import { variantLabel, type ParcelSize, type VariantDraft } from '../model/variant-matrix.js';

const SIDES = [
  ['length', 'Length'],
  ['width', 'Width'],
  ['height', 'Height'],
] as const satisfies readonly (readonly [keyof ParcelSize, string])[];

export interface VariantsTableProps {
  variants: readonly VariantDraft[];
  ordering: readonly string[];
  currency: string;
  /** Physical goods and services count stock; digital products and gift cards never run out. */
  stocked: boolean;
  /** Physical goods have a shipping weight and a parcel size. */
  weighed: boolean;
  images: readonly string[];
  /** The form's messages by path (`variants.2.price`). */
  errors: FieldErrors;
  onChange: (index: number, patch: Partial<VariantDraft>) => void;
}

/** One row per variant: price, sale price, SKU, stock or unlimited, weight and size, main image. */
export function VariantsTable({
  variants,
  ordering,
  currency,
  stocked,
  weighed,
  images,
  errors,
  onChange,
}: VariantsTableProps) {
  const imageChoices = images.map((id, i) => ({ value: id, label: `Image ${i + 1}` }));
  return (
    <Table.ScrollContainer minWidth={weighed ? 1160 : 920}>
      <Table verticalSpacing="xs" aria-label="Variants">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Variant</Table.Th>
            <Table.Th>Price ({currency})</Table.Th>
            <Table.Th>Sale price</Table.Th>
            <Table.Th>SKU</Table.Th>
            {stocked && <Table.Th>Stock</Table.Th>}
            {weighed && <Table.Th>Weight (g)</Table.Th>}
            {weighed && <Table.Th>Size L × W × H (mm)</Table.Th>}
            <Table.Th>Main image</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {variants.map((v, i) => {
            const label = variantLabel(v.attributes, ordering);
            const e = (field: string) => errors[`variants.${i}.${field}`];
            return (
              <Table.Tr key={v.key}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {label}
                  </Text>
                  {e('attributes') && (
                    <Text size="xs" c="red" role="alert">
                      {e('attributes')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Price of ${label}`}
                    inputMode="decimal"
                    value={v.price}
                    error={e('price')}
                    onChange={(ev) => onChange(i, { price: ev.currentTarget.value })}
                    w={110}
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    label="On sale"
                    aria-label={`${label} on sale`}
                    checked={v.onSale}
                    onChange={(ev) => onChange(i, { onSale: ev.currentTarget.checked })}
                    mb={4}
                    size="xs"
                  />
                  <TextInput
                    aria-label={`Sale price of ${label}`}
                    inputMode="decimal"
                    value={v.salePrice}
                    disabled={!v.onSale}
                    error={e('salePrice') ?? e('onSale')}
                    onChange={(ev) => onChange(i, { salePrice: ev.currentTarget.value })}
                    w={110}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`SKU of ${label}`}
                    placeholder="Made for you"
                    value={v.sku}
                    maxLength={64}
                    error={e('sku')}
                    onChange={(ev) => onChange(i, { sku: ev.currentTarget.value })}
                    w={150}
                  />
                </Table.Td>
                {stocked && (
                  <Table.Td>
                    <Checkbox
                      label="Unlimited"
                      aria-label={`${label} unlimited stock`}
                      checked={v.unlimited}
                      onChange={(ev) => onChange(i, { unlimited: ev.currentTarget.checked })}
                      mb={4}
                      size="xs"
                    />
                    <NumberInput
                      aria-label={`Stock of ${label}`}
                      value={v.qtyInStock}
                      min={0}
                      max={MAX_STOCK}
                      step={1}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="none"
                      disabled={v.unlimited}
                      error={e('qtyInStock')}
                      onChange={(value) =>
                        onChange(i, { qtyInStock: typeof value === 'number' ? value : Number.NaN })
                      }
                      w={100}
                    />
                  </Table.Td>
                )}
                {weighed && (
                  <Table.Td>
                    <NumberInput
                      aria-label={`Weight of ${label} in grams`}
                      value={v.weightGrams}
                      min={0}
                      max={MAX_WEIGHT_GRAMS}
                      step={1}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="none"
                      error={e('weightGrams')}
                      onChange={(value) =>
                        onChange(i, { weightGrams: typeof value === 'number' ? value : Number.NaN })
                      }
                      w={100}
                    />
                  </Table.Td>
                )}
                {weighed && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" align="flex-start">
                      {SIDES.map(([side, name]) => (
                        <NumberInput
                          key={side}
                          aria-label={`${name} of ${label} in millimetres`}
                          value={v.dimensionsMm[side]}
                          min={0}
                          max={MAX_PARCEL_MM}
                          step={1}
                          allowDecimal={false}
                          allowNegative={false}
                          clampBehavior="none"
                          hideControls
                          error={e(`dimensionsMm.${side}`)}
                          onChange={(value) =>
                            onChange(i, {
                              dimensionsMm: {
                                ...v.dimensionsMm,
                                [side]: typeof value === 'number' ? value : Number.NaN,
                              },
                            })
                          }
                          w={72}
                        />
                      ))}
                    </Group>
                  </Table.Td>
                )}
                <Table.Td>
                  <Select
                    aria-label={`Main image of ${label}`}
                    placeholder="Product's"
                    data={imageChoices}
                    value={v.mainImageId}
                    clearable
                    error={e('mainImageId')}
                    onChange={(value) => onChange(i, { mainImageId: value })}
                    w={130}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
