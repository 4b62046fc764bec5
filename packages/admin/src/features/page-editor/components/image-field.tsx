import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconUpload } from '@tabler/icons-react';
import { messageOf } from '../../../lib/api-error.js';
import { uploadImage } from '../../../lib/upload-image.js';

export interface ImageFieldProps {
  label: string;
  fileId: string | undefined;
  /** Where the studio shows the chosen image (the file's asset URL). */
  src: string | undefined;
  onUploaded: (file: { fileId: string; assetUrl: string | null; altText: string }) => void;
}

/** Chooses an image from the device and uploads it through the files API. */
export function ImageField({ label, fileId, src, onUploaded }: ImageFieldProps) {
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(file),
    onSuccess: (uploaded) =>
      onUploaded({ fileId: uploaded.id, assetUrl: uploaded.assetUrl, altText: uploaded.altText }),
  });
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {src && <Image src={`${src}?format=500w`} alt="" radius="sm" mah={160} fit="contain" />}
      <Group>
        <FileButton
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          onChange={(f) => f && upload.mutate(f)}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
            >
              {fileId ? 'Replace image' : 'Upload image'}
            </Button>
          )}
        </FileButton>
      </Group>
      {upload.error && (
        <Text size="sm" c="red" role="alert">
          {messageOf(upload.error)}
        </Text>
      )}
    </Stack>
  );
}
