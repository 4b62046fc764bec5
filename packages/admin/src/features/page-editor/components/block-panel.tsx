import { Checkbox, NumberInput, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { blockKind, type BlockField } from '../model/block-catalogue.js';
import type { EditorBlock } from '../model/document.js';
import { CollectionField, FormField, MemberAreaField } from './choice-fields.js';
import { ImageField } from './image-field.js';
import { ProductField } from './product-field.js';

// TipTap is the heaviest library of the studio: it loads with the first text block opened.
const RichTextField = lazy(async () => ({
  default: (await import('../../../components/rich-text/rich-text-field.js')).RichTextField,
}));

/**
 * Rich text reaches the page's history when typing pauses this long (or on blur, a shortcut…):
 * a keystroke then costs TipTap's work only, and a burst of typing stays one undoable change.
 */
const TYPING_PAUSE_MS = 300;

export interface BlockPanelProps {
  block: EditorBlock;
  /** A change of one or more settings; `field` names it for the change list. */
  onChange: (after: Record<string, unknown>, field: string, typing: boolean) => void;
}

function FieldInput({ field, block, onChange }: { field: BlockField } & BlockPanelProps) {
  const value = block.config[field.key];
  const set = (next: unknown, typing = false) =>
    onChange({ ...block.config, [field.key]: next }, field.label, typing);
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'rich-text':
      return (
        <Suspense fallback={<Text size="sm">Loading the text editor…</Text>}>
          <RichTextField
            key={block.key}
            label={field.label}
            html={text}
            onChange={(html) => set(html, true)}
            commitDelay={TYPING_PAUSE_MS}
          />
        </Suspense>
      );
    case 'image':
      return (
        <ImageField
          label={field.label}
          fileId={text || undefined}
          src={typeof block.config['assetUrl'] === 'string' ? block.config['assetUrl'] : undefined}
          onUploaded={({ fileId, assetUrl, altText }) =>
            onChange(
              { ...block.config, fileId, assetUrl, altText: (block.config['altText'] as string) || altText },
              field.label,
              false,
            )
          }
        />
      );
    case 'textarea':
    case 'code':
      return (
        <Textarea
          label={field.label}
          value={text}
          rows={field.kind === 'code' ? 8 : 3}
          ff={field.kind === 'code' ? 'monospace' : undefined}
          onChange={(e) => set(e.currentTarget.value, true)}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={field.label}
          value={typeof value === 'number' ? value : ''}
          min={field.min}
          max={field.max}
          onChange={(n) => set(typeof n === 'number' ? n : undefined, true)}
        />
      );
    case 'select':
      return (
        <Select
          label={field.label}
          data={[...field.options]}
          value={text || null}
          allowDeselect={false}
          onChange={(v) => set(v ?? undefined)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          checked={value === true}
          onChange={(e) => set(e.currentTarget.checked)}
        />
      );
    case 'images':
      return (
        <Text size="sm" c="dimmed">
          {Array.isArray(value) ? `${value.length} images` : 'No images yet'}
        </Text>
      );
    case 'product':
      return <ProductField label={field.label} value={text} onChange={(id) => set(id)} />;
    case 'collection':
      return (
        <CollectionField
          label={field.label}
          kinds={field.collectionKinds}
          value={text}
          onChange={(id) => set(id)}
        />
      );
    case 'form':
      return (
        <FormField label={field.label} formKind={field.formKind} value={text} onChange={(id) => set(id)} />
      );
    case 'memberArea':
      return <MemberAreaField label={field.label} value={text} onChange={(id) => set(id)} />;
    case 'text':
    case 'url':
      return (
        <TextInput
          label={field.label}
          type={field.kind === 'url' ? 'url' : 'text'}
          value={text}
          onChange={(e) => set(e.currentTarget.value, true)}
        />
      );
  }
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
        <FieldInput key={field.key} field={field} block={block} onChange={onChange} />
      ))}
    </Stack>
  );
}
