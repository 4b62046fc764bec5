import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconUpload } from '@tabler/icons-react';
import { messageOf } from '../../../lib/api-error.js';
import { fileQuery, uploadFile } from '../api/product.js';
import { Section, type SectionProps } from './section.js';

/** A digital product's file: uploaded here, given to buyers after they pay. */
export function DownloadSection({ doc, errors, set }: SectionProps) {
  const fileId = doc.digitalFileId;
  const file = useQuery({ ...fileQuery(fileId ?? ''), enabled: fileId !== null });
  const upload = useMutation({
    mutationFn: (f: File) => uploadFile(f),
    onSuccess: (f) => set({ digitalFileId: f.id }, fileId ? 'Replace the download' : 'Upload the download'),
  });
  const error = errors['digitalFileId'];
  return (
    <Section title="Download">
      <Stack gap="xs">
        <Text size="sm">
          {fileId
            ? (file.data?.filename ?? 'Loading the file…')
            : 'No file yet: buyers get this file after paying.'}
        </Text>
        <Group gap="xs">
          <FileButton onChange={(f) => f && upload.mutate(f)}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
              >
                {fileId ? 'Replace the download' : 'Upload the download'}
              </Button>
            )}
          </FileButton>
          {fileId && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => set({ digitalFileId: null }, 'Remove the download')}
            >
              Remove the download
            </Button>
          )}
        </Group>
        {(upload.error || error) && (
          <Text size="sm" c="red" role="alert">
            {upload.error ? messageOf(upload.error) : error}
          </Text>
        )}
      </Stack>
    </Section>
  );
}
