import { UPLOAD_IMAGE_TYPES } from '@tessera/core';
import { ActionIcon, Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { messageOf } from '../../../lib/api-error.js';
import { fileQuery, uploadFile } from '../api/product.js';
import { moved } from '../model/variant-matrix.js';
import { SortableList, useSortableItem } from './sortable.js';

const IMAGE_TYPES = UPLOAD_IMAGE_TYPES.join(',');

function Thumbnail({ fileId, alt }: { fileId: string; alt: string }) {
  const file = useQuery(fileQuery(fileId));
  const src = file.data?.assetUrl;
  return src ? (
    <Image src={`${src}?format=300w`} alt={alt} w={96} h={96} fit="cover" radius="sm" />
  ) : (
    <Paper w={96} h={96} withBorder aria-label={alt} role="img" />
  );
}

function ImageItem({ fileId, index, onRemove }: { fileId: string; index: number; onRemove: () => void }) {
  const name = `Image ${index + 1}`;
  const item = useSortableItem(fileId, `Drag to reorder ${name}`);
  return (
    <Paper component="li" ref={item.ref} style={item.style} withBorder p={6}>
      <Stack gap={4} align="center">
        <Thumbnail fileId={fileId} alt={index === 0 ? `${name} (main image)` : name} />
        <Group gap={2}>
          {item.handle}
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={onRemove}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </Paper>
  );
}

export interface ImagesFieldProps {
  images: readonly string[];
  onChange: (images: string[]) => void;
  /** Adds uploaded images after the ones the product has when the upload ends. */
  onAdd: (ids: string[]) => void;
  error?: string | undefined;
}

/** The product's images: upload through the files API, drag to reorder (the first is the main one). */
export function ImagesField({ images, onChange, onAdd, error }: ImagesFieldProps) {
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      const uploaded: string[] = [];
      for (const file of files) uploaded.push((await uploadFile(file, 'image')).id);
      return uploaded;
    },
    onSuccess: onAdd,
  });
  return (
    <Stack gap="xs">
      {images.length === 0 && (
        <Text size="sm" c="dimmed">
          No images yet. The first image is the product&apos;s main image.
        </Text>
      )}
      {images.length > 0 && (
        <SortableList
          ids={images}
          direction="horizontal"
          onMove={(from, to) => onChange(moved(images, from, to))}
        >
          <Group
            component="ol"
            gap="xs"
            aria-label="Images"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {images.map((id, index) => (
              <ImageItem
                key={id}
                fileId={id}
                index={index}
                onRemove={() => onChange(images.filter((other) => other !== id))}
              />
            ))}
          </Group>
        </SortableList>
      )}
      <Group>
        <FileButton
          accept={IMAGE_TYPES}
          multiple
          onChange={(files) => files.length > 0 && upload.mutate(files)}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
            >
              Upload images
            </Button>
          )}
        </FileButton>
      </Group>
      {(upload.error || error) && (
        <Text size="sm" c="red" role="alert">
          {upload.error ? messageOf(upload.error) : error}
        </Text>
      )}
    </Stack>
  );
}
