import { ActionIcon, Button, CloseButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { moved, newKey, type OptionDraft } from '../model/variant-matrix.js';
import { SortableList, useSortableItem } from './sortable.js';

export const MAX_OPTIONS = 6;

/** An option's name changed from `from` to `to` (both trimmed). */
export interface OptionRename {
  from: string;
  to: string;
}

function ValueChip({ option, value, onRemove }: { option: string; value: string; onRemove: () => void }) {
  const item = useSortableItem(`${option}\u0000${value}`, `Drag to reorder ${option} ${value}`);
  return (
    <Paper component="li" ref={item.ref} style={item.style} withBorder px={4} py={2} radius="xl">
      <Group gap={2} wrap="nowrap">
        {item.handle}
        <Text size="sm" px={4}>
          {value}
        </Text>
        <CloseButton size="sm" aria-label={`Remove ${option} ${value}`} onClick={onRemove} />
      </Group>
    </Paper>
  );
}

function OptionCard({
  option,
  index,
  error,
  onChange,
  onRemove,
}: {
  option: OptionDraft;
  index: number;
  error?: string | undefined;
  onChange: (option: OptionDraft, rename?: OptionRename) => void;
  onRemove: () => void;
}) {
  const [value, setValue] = useState('');
  const [valueError, setValueError] = useState<string>();
  const name = option.name.trim() || `Option ${index + 1}`;
  const item = useSortableItem(option.key, `Drag to reorder option ${name}`);
  const add = () => {
    const next = value.trim();
    if (!next) return;
    if (option.values.includes(next)) return setValueError(`${name} already has ${next}`);
    if (next.length > 100) return setValueError('At most 100 characters');
    onChange({ ...option, values: [...option.values, next] });
    setValue('');
    setValueError(undefined);
  };
  return (
    <Paper component="li" ref={item.ref} style={item.style} withBorder p="sm">
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          {item.handle}
          <TextInput
            label={`Option ${index + 1} name`}
            placeholder="Size, Colour…"
            value={option.name}
            maxLength={50}
            error={error}
            onChange={(e) => {
              const next = e.currentTarget.value;
              onChange({ ...option, name: next }, { from: option.name.trim(), to: next.trim() });
            }}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove option ${name}`}
            onClick={onRemove}
            mb={4}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        {option.values.length > 0 && (
          <SortableList
            ids={option.values.map((v) => `${option.name.trim()}\u0000${v}`)}
            direction="horizontal"
            onMove={(from, to) => onChange({ ...option, values: moved(option.values, from, to) })}
          >
            <Group
              component="ol"
              gap={6}
              aria-label={`${name} values`}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {option.values.map((v) => (
                <ValueChip
                  key={v}
                  option={option.name.trim()}
                  value={v}
                  onRemove={() => onChange({ ...option, values: option.values.filter((o) => o !== v) })}
                />
              ))}
            </Group>
          </SortableList>
        )}
        <Group gap="xs" align="flex-start">
          <TextInput
            aria-label={`New ${name} value`}
            placeholder="Add a value, then Enter"
            value={value}
            error={valueError}
            onChange={(e) => setValue(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            style={{ flex: 1 }}
          />
          <Button variant="default" onClick={add}>
            Add value
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export interface OptionsEditorProps {
  options: readonly OptionDraft[];
  error?: string | undefined;
  /** The new options; with `rename`, an option was renamed and the variants' values follow it. */
  onChange: (options: OptionDraft[], label: string, rename?: OptionRename) => void;
}

/** The product's options and their values; each list is reordered by dragging. */
export function OptionsEditor({ options, error, onChange }: OptionsEditorProps) {
  const set = (index: number, option: OptionDraft, rename?: OptionRename) =>
    onChange(
      options.map((o, i) => (i === index ? option : o)),
      rename ? `Option ${index + 1} name` : `${option.name.trim() || `Option ${index + 1}`} values`,
      rename,
    );
  return (
    <Stack gap="xs">
      {options.length > 0 && (
        <SortableList
          ids={options.map((o) => o.key)}
          onMove={(from, to) => onChange(moved(options, from, to), 'Reorder options')}
        >
          <Stack
            component="ol"
            gap="xs"
            aria-label="Options"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {options.map((option, index) => (
              <OptionCard
                key={option.key}
                option={option}
                index={index}
                error={
                  option.name.trim() !== '' &&
                  options.some((o, i) => i < index && o.name.trim() === option.name.trim())
                    ? `Another option is named ${option.name.trim()}`
                    : undefined
                }
                onChange={(next, rename) => set(index, next, rename)}
                onRemove={() =>
                  onChange(
                    options.filter((o) => o.key !== option.key),
                    `Remove option ${option.name.trim() || index + 1}`,
                  )
                }
              />
            ))}
          </Stack>
        </SortableList>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={options.length >= MAX_OPTIONS}
          onClick={() =>
            onChange([...options, { key: newKey('option'), name: '', values: [] }], 'Add option')
          }
        >
          Add option
        </Button>
      </Group>
    </Stack>
  );
}
