import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconUpload } from '@tabler/icons-react';
import { fileQueryKey, useFile } from '../../../components/ui/image-field.js';
import { messageOf } from '../../../lib/api-error.js';
import { uploadImage } from '../../../lib/upload-image.js';

export interface ImageFieldProps {
  label: string;
  fileId: string | undefined;
  /** Where the studio shows the chosen image, when the caller knows it; else the file's own address. */
  src?: string | undefined;
  onUploaded: (file: { fileId: string; assetUrl: string | null; altText: string }) => void;
}

/**
 * Chooses an image from the device and uploads it through the files API. Without `src` the
 * preview shows the file's own asset URL (the files cache), so a block's settings keep only its id.
 */
export function ImageField({ label, fileId, src, onUploaded }: ImageFieldProps) {
  const queryClient = useQueryClient();
  const file = useFile(src === undefined ? (fileId ?? null) : null);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadImage(chosen),
    onSuccess: (uploaded) => {
      queryClient.setQueryData(fileQueryKey(uploaded.id), uploaded);
      onUploaded({ fileId: uploaded.id, assetUrl: uploaded.assetUrl, altText: uploaded.altText });
    },
  });
  const shown = fileId ? (src ?? file.data?.assetUrl) : undefined;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {shown && <Image src={`${shown}?format=500w`} alt="" radius="sm" mah={160} fit="contain" />}
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
