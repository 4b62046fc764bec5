import { ActionIcon, Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload, IconX } from '@tabler/icons-react';
import { MESSAGES } from '../../../lib/messages.js';
import type { QueuedUpload } from '../hooks/use-upload-queue.js';
import { ACCEPTED_TYPES } from '../model/upload-checks.js';

export interface UploadAreaProps {
  queue: readonly QueuedUpload[];
  onFiles: (files: File[]) => void;
  onCancel: (key: string) => void;
  onDismiss: (key: string) => void;
}

/**
 * 'Upload File': drop files here or choose them (several at once); each upload shows its progress
 * with a cancel, and a refused one its message ('The file … is too large. …').
 */
export function UploadArea({ queue, onFiles, onCancel, onDismiss }: UploadAreaProps) {
  const openRef = useRef<() => void>(null);
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={onFiles}
        onReject={(rejections: { file: File }[]) => onFiles(rejections.map((r) => r.file))}
        accept={[...ACCEPTED_TYPES]}
        multiple
        openRef={openRef}
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        tabIndex={-1}
        aria-label={MESSAGES.uploadFile}
        inputProps={{ 'aria-label': 'Choose files to upload' }}
        p="lg"
      >
        <Group justify="center" gap="sm" mih={64}>
          <IconUpload size={28} stroke={1.5} aria-hidden />
          <div>
            <Text fw={500}>{MESSAGES.uploadFile}</Text>
            <Text size="sm" c="dimmed">
              Drag images, PDFs or zips here, or click to choose them. Images up to 20 MB, other files up to
              100 MB.
            </Text>
          </div>
          <Button variant="default" onClick={() => openRef.current?.()}>
            Choose files
          </Button>
        </Group>
      </Dropzone>
      {queue.length > 0 && (
        <ul aria-label="Uploads" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {queue.map((upload) => (
            <li key={upload.key} style={{ marginBottom: 8 }}>
              {upload.status === 'uploading' ? (
                <Group gap="sm" wrap="nowrap">
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" truncate="end">
                      {upload.name}
                    </Text>
                    <Progress
                      value={Math.round(upload.progress * 100)}
                      aria-label={`Uploading ${upload.name}`}
                      animated={upload.progress < 1}
                    />
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Cancel upload of ${upload.name}`}
                    onClick={() => onCancel(upload.key)}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ) : (
                <Alert
                  color="red"
                  title={`${MESSAGES.unableToUploadFile}: ${upload.name}`}
                  withCloseButton
                  closeButtonLabel={`Dismiss ${upload.name}`}
                  onClose={() => onDismiss(upload.key)}
                >
                  {upload.error}
                </Alert>
              )}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
