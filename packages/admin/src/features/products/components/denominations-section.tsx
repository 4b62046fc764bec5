import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { newKey, NO_SIZE, type VariantDraft } from '../model/variant-matrix.js';
import { Section, type SectionProps } from './section.js';

function denomination(): VariantDraft {
  return {
    key: newKey('variant'),
    attributes: {},
    price: '',
    salePrice: '',
    onSale: false,
    sku: '',
    qtyInStock: 0,
    unlimited: true,
    mainImageId: null,
    weightGrams: 0,
    dimensionsMm: NO_SIZE,
  };
}

/** A gift card's amounts: its variants, one price each, named by the amount when saved. */
export function DenominationsSection({ doc, errors, set, currency }: SectionProps & { currency: string }) {
  const variants = doc.variants;
  const setPrice = (index: number, price: string) =>
    set(
      { variants: variants.map((v, i) => (i === index ? { ...v, price } : v)) },
      `Denomination ${index + 1}`,
      true,
    );
  return (
    <Section title="Denominations">
      <Text size="sm" c="dimmed">
        The amounts buyers choose from, in {currency}.
      </Text>
      <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {variants.map((v, i) => (
          <Group component="li" key={v.key} gap="xs" align="flex-start">
            <TextInput
              aria-label={`Denomination ${i + 1}`}
              inputMode="decimal"
              value={v.price}
              error={errors[`variants.${i}.price`] ?? errors[`variants.${i}.attributes`]}
              onChange={(e) => setPrice(i, e.currentTarget.value)}
              w={160}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove denomination ${i + 1}`}
              disabled={variants.length <= 1}
              onClick={() =>
                set({ variants: variants.filter((_, j) => j !== i) }, `Remove denomination ${i + 1}`)
              }
              mt={6}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => set({ variants: [...variants, denomination()] }, 'Add denomination')}
        >
          Add denomination
        </Button>
      </Group>
    </Section>
  );
}
