import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconUpload } from '@tabler/icons-react';
import { messageOf } from '../../../lib/api-error.js';
import { uploadDesignImage, useFile } from '../api/design.js';

export interface ImageChoiceProps {
  label: string;
  description: string;
  fileId: string | null;
  onChange: (fileId: string | null) => void;
  error?: string | undefined;
}

/** The logo, favicon or social sharing image: uploaded from the device, shown, or removed. */
export function ImageChoice({ label, description, fileId, onChange, error }: ImageChoiceProps) {
  const file = useFile(fileId);
  const upload = useMutation({
    mutationFn: uploadDesignImage,
    onSuccess: (uploaded) => onChange(uploaded.id),
  });
  const src = file.data?.assetUrl;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        {description}
      </Text>
      {src && (
        <Image
          src={`${src}?format=300w`}
          alt={`${label} preview`}
          radius="sm"
          mah={96}
          w="auto"
          fit="contain"
        />
      )}
      <Group gap="xs">
        <FileButton
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif,image/svg+xml"
          onChange={(f) => f && upload.mutate(f)}
        >
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              leftSection={<IconUpload size={14} aria-hidden />}
              loading={upload.isPending}
              aria-label={`${fileId ? 'Replace' : 'Upload'} ${label.toLowerCase()}`}
            >
              {fileId ? 'Replace' : 'Upload'}
            </Button>
          )}
        </FileButton>
        {fileId && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => onChange(null)}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            Remove
          </Button>
        )}
      </Group>
      {(upload.error ?? error) && (
        <Text size="sm" c="red" role="alert">
          {upload.error ? messageOf(upload.error) : error}
        </Text>
      )}
    </Stack>
  );
}
