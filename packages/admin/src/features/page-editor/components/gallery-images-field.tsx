import { Group, Stack, Text } from '@mantine/core';
import { ImageField } from '../../../components/ui/image-field.js';
import { EntryControls, movedBy } from './entry-controls.js';

export interface GalleryImagesFieldProps {
  label: string;
  /** The stored image ids, in order. */
  value: unknown;
  onChange: (fileIds: string[]) => void;
}

/**
 * A gallery's images in order, each chosen from the Files library or uploaded ('Choose image 2',
 * 'Remove image 2'), moved up or down, and one more added with 'Choose another image'.
 */
export function GalleryImagesField({ label, value, onChange }: GalleryImagesFieldProps) {
  const ids = Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {ids.length === 0 && (
        <Text size="sm" c="dimmed">
          No images yet.
        </Text>
      )}
      {ids.map((id, index) => (
        <Group key={`${index}-${id}`} align="flex-end" justify="space-between" wrap="nowrap">
          <ImageField
            label={`Image ${index + 1}`}
            fileId={id}
            onChange={(next) =>
              onChange(
                next === null
                  ? ids.filter((_, i) => i !== index)
                  : ids.map((old, i) => (i === index ? next : old)),
              )
            }
          />
          <EntryControls
            name={`image ${index + 1}`}
            first={index === 0}
            last={index === ids.length - 1}
            onMove={(by) => onChange(movedBy(ids, index, by))}
          />
        </Group>
      ))}
      <ImageField label="Another image" fileId={null} onChange={(id) => id && onChange([...ids, id])} />
    </Stack>
  );
}
