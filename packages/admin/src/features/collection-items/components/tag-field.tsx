import { ActionIcon, Button, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { fill, TEMPLATES } from '../../../lib/messages.js';

export interface TagFieldProps {
  /** 'tag' or 'category': the spec's {tagType}. */
  tagType: string;
  label: string;
  values: readonly string[];
  maxLength: number;
  onChange: (values: string[], label: string) => void;
  /** The server's message for the field, if it refused it. */
  error?: string | undefined;
}

const taken = (values: readonly string[], name: string, except?: number) =>
  values.some((v, i) => i !== except && v.trim().toLowerCase() === name.trim().toLowerCase());

/**
 * Tags or categories: add by name, rename one at a time, remove. A name given twice is refused with
 * the spec's 'This {tagType} already exists'; opening a second one while renaming another with
 * 'You may only edit one {tagType} at a time'.
 */
export function TagField({ tagType, label, values, maxLength, onChange, error }: TagFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ index: number; text: string }>();
  const [message, setMessage] = useState<string>();

  const add = () => {
    const name = draft.trim();
    if (!name) return;
    if (taken(values, name)) return setMessage(fill(TEMPLATES.tagExists, { tagType }));
    setMessage(undefined);
    setDraft('');
    onChange([...values, name], `Add ${tagType} ${name}`);
  };
  const startEditing = (index: number) => {
    if (editing && editing.index !== index) return setMessage(fill(TEMPLATES.oneTagAtATime, { tagType }));
    setMessage(undefined);
    setEditing({ index, text: values[index] ?? '' });
  };
  const finishEditing = () => {
    if (!editing) return;
    const name = editing.text.trim();
    if (!name) return setEditing(undefined);
    if (taken(values, name, editing.index)) return setMessage(fill(TEMPLATES.tagExists, { tagType }));
    setMessage(undefined);
    setEditing(undefined);
    if (name !== values[editing.index])
      onChange(
        values.map((v, i) => (i === editing.index ? name : v)),
        `Rename ${tagType} ${values[editing.index]} to ${name}`,
      );
  };

  return (
    <Stack gap={6} role="group" aria-labelledby={`${id}-label`}>
      <Text id={`${id}-label`} size="sm" fw={500}>
        {label}
      </Text>
      {values.length > 0 && (
        <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {values.map((value, index) =>
            editing?.index === index ? (
              <Group key={index} component="li" gap={4} wrap="nowrap">
                <TextInput
                  size="xs"
                  aria-label={`Rename ${tagType} ${value}`}
                  value={editing.text}
                  maxLength={maxLength}
                  onChange={(e) => setEditing({ index, text: e.currentTarget.value })}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      finishEditing();
                    } else if (e.key === 'Escape') setEditing(undefined);
                  }}
                  data-autofocus
                />
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={`Done renaming ${value}`}
                  onClick={finishEditing}
                >
                  <IconCheck size={14} aria-hidden />
                </ActionIcon>
              </Group>
            ) : (
              <Group key={index} component="li" gap={0} wrap="nowrap">
                <Pill size="md">{value}</Pill>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  aria-label={`Rename ${tagType} ${value}`}
                  onClick={() => startEditing(index)}
                >
                  <IconPencil size={14} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${tagType} ${value}`}
                  onClick={() =>
                    onChange(
                      values.filter((_, i) => i !== index),
                      `Remove ${tagType} ${value}`,
                    )
                  }
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            ),
          )}
        </Group>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={`New ${tagType}`}
          placeholder={`Add a ${tagType}`}
          value={draft}
          maxLength={maxLength}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          error={message ?? error}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={add}>
          Add {tagType}
        </Button>
      </Group>
    </Stack>
  );
}
