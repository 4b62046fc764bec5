import { Button, Fieldset, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { BlockField, ListField as ListFieldDef } from '../model/block-kind.js';
import { EntryControls, movedBy } from './entry-controls.js';

type Entry = Readonly<Record<string, unknown>>;

/**
 * Renders one setting of an entry; `onEntry` takes the entry after a change, and what changed
 * ('Title', or 'Entry 2: Price' inside a nested list).
 */
export type RenderEntryField = (
  field: BlockField,
  entry: Entry,
  place: { number: number; key: string },
  onEntry: (after: Record<string, unknown>, typing: boolean, changed: string) => void,
) => ReactNode;

export interface ListFieldProps {
  field: ListFieldDef;
  value: unknown;
  /** Stable for this block and list (rich-text editors are keyed by it). */
  editorKey: string;
  onChange: (entries: Record<string, unknown>[], field: string, typing: boolean) => void;
  renderField: RenderEntryField;
}

function entriesOf(value: unknown): Entry[] {
  return Array.isArray(value)
    ? value.filter((v): v is Entry => typeof v === 'object' && v !== null && !Array.isArray(v))
    : [];
}

const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/** A list setting: each entry a group of its fields, with add, remove and move buttons. */
export function ListField({ field, value, editorKey, onChange, renderField }: ListFieldProps) {
  const entries = entriesOf(value);
  const noun = field.noun;
  const replace = (index: number, after: Record<string, unknown>, typing: boolean, changed: string) => {
    const before = entries[index] ?? {};
    const completed = field.completeEntry ? field.completeEntry(before, after) : after;
    onChange(
      entries.map((e, i) => (i === index ? completed : { ...e })),
      changed,
      typing,
    );
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {field.label}
      </Text>
      {entries.length === 0 && (
        <Text size="sm" c="dimmed">
          No {noun === 'entry' ? 'entries' : `${noun}s`} yet.
        </Text>
      )}
      {entries.map((entry, index) => {
        const number = index + 1;
        const entryName = `${capitalised(noun)} ${number}`;
        return (
          <Fieldset key={index} legend={entryName} variant="filled" p="xs">
            <Stack gap="xs">
              {field.fields.map((sub) => (
                <div key={sub.key}>
                  {renderField(
                    sub,
                    entry,
                    { number, key: `${editorKey}.${index}` },
                    (after, typing, changed) => replace(index, after, typing, `${entryName}: ${changed}`),
                  )}
                </div>
              ))}
              <EntryControls
                name={`${noun} ${number}`}
                first={index === 0}
                last={index === entries.length - 1}
                onMove={(by) => onChange(movedBy(entries, index, by), field.label, false)}
                onRemove={() =>
                  onChange(
                    entries.filter((_, i) => i !== index),
                    field.label,
                    false,
                  )
                }
              />
            </Stack>
          </Fieldset>
        );
      })}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => onChange([...entries, { ...field.newEntry }], field.label, false)}
      >
        Add {noun}
      </Button>
    </Stack>
  );
}
