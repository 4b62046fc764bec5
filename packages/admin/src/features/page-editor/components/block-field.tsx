import { Checkbox, NumberInput, Select, Text, Textarea, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { BlockField } from '../model/block-kind.js';
import { valueAt, withValueAt } from '../model/config-path.js';
import { withUploadedImage } from '../model/field-writes.js';
import { CategoryField, CollectionField, FormField, MemberAreaField } from './choice-fields.js';
import { GalleryImagesField } from './gallery-images-field.js';
import { ImageField } from './image-field.js';
import { ListField } from './list-field.js';
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

export interface BlockFieldInputProps {
  field: BlockField;
  /** The settings the field is one of: the block's config, or one entry of a list. */
  values: Readonly<Record<string, unknown>>;
  /** Stable for this block (and entry): what keys the rich-text editor. */
  editorKey: string;
  /** The entry's number for a `#` in the label. */
  number?: number;
  /** The settings after a change, and what changed for the change list ('Alt text'). */
  onChange: (after: Record<string, unknown>, changed: string, typing: boolean) => void;
}

/** One setting's input: a text box, a picker, an image, or a whole list of entries. */
export function BlockFieldInput({ field, values, editorKey, number, onChange }: BlockFieldInputProps) {
  const label = number === undefined ? field.label : field.label.replace('#', String(number));
  const value = valueAt(values, field.key);
  const set = (next: unknown, typing = false) =>
    onChange(withValueAt(values, field.key, next), label, typing);
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'rich-text':
      return (
        <Suspense fallback={<Text size="sm">Loading the text editor…</Text>}>
          <RichTextField
            key={editorKey}
            label={label}
            html={text}
            onChange={(html) => set(html, true)}
            commitDelay={TYPING_PAUSE_MS}
          />
        </Suspense>
      );
    case 'list':
      return (
        <ListField
          field={field}
          value={value}
          editorKey={`${editorKey}.${field.key}`}
          onChange={(entries, changed, typing) =>
            onChange(withValueAt(values, field.key, entries), changed, typing)
          }
          renderField={(sub, entry, place, onEntry) => (
            <BlockFieldInput
              field={sub}
              values={entry}
              editorKey={place.key}
              number={place.number}
              onChange={(after, changed, typing) => onEntry(after, typing, changed)}
            />
          )}
        />
      );
    case 'images':
      return <GalleryImagesField label={label} value={value} onChange={(ids) => set(ids)} />;
    case 'image':
      return (
        <ImageField
          label={label}
          fileId={text || undefined}
          onUploaded={(file) => onChange(withUploadedImage(values, field.key, file), label, false)}
        />
      );
    case 'textarea':
    case 'code':
      return (
        <Textarea
          label={label}
          value={text}
          rows={field.kind === 'code' ? 8 : 3}
          ff={field.kind === 'code' ? 'monospace' : undefined}
          onChange={(e) => set(e.currentTarget.value, true)}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          value={typeof value === 'number' ? value : ''}
          min={field.min}
          max={field.max}
          onChange={(n) => set(typeof n === 'number' ? n : undefined, true)}
        />
      );
    case 'select':
      return (
        <Select
          label={label}
          data={[...field.options]}
          value={text || null}
          allowDeselect={false}
          onChange={(v) => set(v ?? undefined)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox label={label} checked={value === true} onChange={(e) => set(e.currentTarget.checked)} />
      );
    case 'product':
      return <ProductField label={label} value={text} onChange={(id) => set(id)} />;
    case 'collection':
      return (
        <CollectionField
          label={label}
          kinds={field.collectionKinds}
          value={text}
          onChange={(id) => set(id)}
        />
      );
    case 'category':
      return (
        <CategoryField
          label={label}
          collectionId={valueAt(values, field.collectionKey)}
          value={text}
          onChange={(slug) => set(slug)}
        />
      );
    case 'form':
      return <FormField label={label} formKind={field.formKind} value={text} onChange={(id) => set(id)} />;
    case 'memberArea':
      return <MemberAreaField label={label} value={text} onChange={(id) => set(id)} />;
    case 'text':
    case 'url':
      return (
        <TextInput
          label={label}
          type={field.kind === 'url' ? 'url' : 'text'}
          value={text}
          onChange={(e) => set(e.currentTarget.value, true)}
        />
      );
  }
}
