import { ActionIcon, Button, Group, Input, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DONATION_LIMITS } from '@tessera/core';
import { CentsInput } from '../../marketing/components/cents-input.js';

export interface PresetAmountsFieldProps {
  /** Minor units; null while a row is empty. */
  value: readonly (number | null)[];
  onChange: (amounts: (number | null)[]) => void;
  currency: string;
  /** The list's message (its own rule, or about one of its amounts, named 'Amount N'). */
  error?: string | undefined;
  /** Messages of single amounts, by position. */
  itemErrors?: readonly (string | undefined)[];
}

/** The preset amounts offered as buttons, in the owner's order: typed, added and removed row by row. */
export function PresetAmountsField({
  value,
  onChange,
  currency,
  error,
  itemErrors,
}: PresetAmountsFieldProps) {
  const put = (index: number, amount: number | null) =>
    onChange(value.map((old, at) => (at === index ? amount : old)));
  return (
    <Input.Wrapper
      label="Preset amounts"
      description="The amounts donors choose with one click"
      error={error}
      id="donation-preset-amounts"
    >
      <Stack gap="xs" mt={4}>
        {value.map((amount, index) => (
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <CentsInput
              label={`Amount ${index + 1}`}
              currency={currency}
              value={amount}
              onChange={(next) => put(index, next)}
              error={itemErrors?.[index]}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={`Remove amount ${index + 1}`}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={value.length >= DONATION_LIMITS.presets}
            onClick={() => onChange([...value, null])}
          >
            Add amount
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
