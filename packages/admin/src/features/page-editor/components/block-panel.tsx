import { Stack, Text, Title } from '@mantine/core';
import { blockKind } from '../model/block-catalogue.js';
import type { EditorBlock } from '../model/document.js';
import { completeConfig } from '../model/field-writes.js';
import { BlockFieldInput } from './block-field.js';

export interface BlockPanelProps {
  block: EditorBlock;
  /** A change of one or more settings; `field` names it for the change list. */
  onChange: (after: Record<string, unknown>, field: string, typing: boolean) => void;
}

/** The side panel of the selected block: its settings, each change a command. */
export function BlockPanel({ block, onChange }: BlockPanelProps) {
  const kind = blockKind(block.blockType);
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {kind.label} block
      </Title>
      {kind.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          This block has no settings.
        </Text>
      )}
      {kind.fields.map((field) => (
        <BlockFieldInput
          key={field.key}
          field={field}
          values={block.config}
          editorKey={block.key}
          onChange={(after, changed, typing) =>
            onChange(completeConfig(kind.fields, block.config, after), changed, typing)
          }
        />
      ))}
    </Stack>
  );
}
