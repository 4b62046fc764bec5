import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Loader,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from '../../../lib/zod.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { ApiError, messageOf } from '../../../lib/api-error.js';
import { showServerErrors } from '../../../lib/form-errors.js';
import { MESSAGES } from '../../../lib/messages.js';
import {
  deleteFile,
  updateFile,
  useFileUses,
  type FilePatch,
  type FileUse,
  type StudioFile,
} from '../api/files.js';
import { formatFileSize } from '@tessera/core';
import { FocalPointPicker, type FocalPoint } from './focal-point-picker.js';

/** The server's limits (files/schemas.ts): a name of at most 200 characters, alt text of 1000. */
const detailForm = z.object({
  filename: z.string().trim().min(1, MESSAGES.pleaseEnterFileName).max(200, 'At most 200 characters'),
  altText: z.string().max(1000, 'At most 1000 characters'),
});
type DetailValues = z.infer<typeof detailForm>;

function linkOf(use: FileUse): string | undefined {
  if (use.kind === 'page' && use.id) return `/pages/${use.id}`;
  if (use.kind === 'product' && use.id) return `/products/${use.id}`;
  if (use.kind === 'header') return '/design';
  return undefined;
}

function UseLine({ use }: { use: FileUse }) {
  const to = linkOf(use);
  return (
    <List.Item>
      {to ? (
        <Anchor component={Link} to={to} size="sm">
          {use.title}
        </Anchor>
      ) : (
        <Text span size="sm">
          {use.title}
        </Text>
      )}{' '}
      <Text span size="xs" c="dimmed">
        ({use.via})
      </Text>
    </List.Item>
  );
}

function WhereUsed({ fileId }: { fileId: string }) {
  const uses = useFileUses(fileId);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="where-used">
        Where it is used
      </Text>
      {uses.isPending && <Loader size="xs" role="status" aria-label="Loading where it is used" />}
      {uses.isError && <LoadError error={uses.error} onRetry={() => void uses.refetch()} />}
      {uses.data &&
        (uses.data.uses.length === 0 ? (
          <Text size="sm" c="dimmed">
            Not used on any page, product or in the header.
          </Text>
        ) : (
          <List aria-labelledby="where-used" spacing={2}>
            {uses.data.uses.map((use) => (
              <UseLine key={`${use.kind}-${use.id}-${use.via}`} use={use} />
            ))}
          </List>
        ))}
    </Stack>
  );
}

export interface FileDetailProps {
  file: StudioFile | undefined;
  onClose: () => void;
}

/**
 * 'File Detail': rename, alt text, focal point (images), where the file is used, and delete
 * after a confirmation. A refused rename keeps what was typed and says why.
 */
export function FileDetail({ file, onClose }: FileDetailProps) {
  return (
    <Modal opened={file !== undefined} onClose={onClose} title={MESSAGES.fileDetail} size="lg">
      {file && <FileDetailBody key={file.id} file={file} onClose={onClose} />}
    </Modal>
  );
}

function FileDetailBody({ file, onClose }: { file: StudioFile; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [focal, setFocal] = useState<FocalPoint>(file.mediaFocalPoint);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<DetailValues>({
    resolver: zodResolver(detailForm),
    defaultValues: { filename: file.filename, altText: file.altText },
  });
  useEffect(() => form.reset({ filename: file.filename, altText: file.altText }), [file, form]);

  const save = useMutation({
    mutationFn: (patch: FilePatch) => updateFile(file.id, patch),
    onSuccess: (saved) => {
      form.reset({ filename: saved.filename, altText: saved.altText });
      notifications.show({ message: 'Saved', color: 'green' });
      void queryClient.invalidateQueries({ queryKey: ['files', 'list'] });
    },
    onError: (error) => showServerErrors(form, error),
  });
  const remove = useMutation({
    mutationFn: () => deleteFile(file.id),
    onSuccess: () => {
      notifications.show({ message: `Deleted ${file.filename}`, color: 'green' });
      void queryClient.invalidateQueries({ queryKey: ['files', 'list'] });
      onClose();
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    const patch: FilePatch = {
      ...(values.filename !== file.filename && { filename: values.filename }),
      ...(values.altText !== file.altText && { altText: values.altText }),
      ...((focal.x !== file.mediaFocalPoint.x || focal.y !== file.mediaFocalPoint.y) && {
        focalPoint: focal,
      }),
    };
    if (Object.keys(patch).length > 0) save.mutate(patch);
  });

  const renameFailed = save.error instanceof ApiError && save.error.code === 'rename-failed';
  if (confirming)
    return (
      <Stack>
        <Text size="sm">
          Delete {file.filename}? Pages and products that show it will show nothing in its place. This cannot
          be undone.
        </Text>
        {remove.isError && <Alert color="red">{messageOf(remove.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            Delete file
          </Button>
        </Group>
      </Stack>
    );
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack>
        {file.kind === 'image' && file.assetUrl ? (
          <FocalPointPicker
            src={`${file.assetUrl}?format=750w`}
            alt={file.altText || file.filename}
            value={focal}
            onChange={setFocal}
          />
        ) : (
          <Text size="sm">{file.contentType}</Text>
        )}
        <Text size="xs" c="dimmed">
          {[file.originalSize?.replace('x', ' × '), formatFileSize(file.byteSize), file.contentType]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {renameFailed && (
          <Alert color="red" title={MESSAGES.unableToRenameFile}>
            {MESSAGES.problemRenamingFile}
          </Alert>
        )}
        {save.isError && !renameFailed && Object.keys((save.error as ApiError).fields ?? {}).length === 0 && (
          <Alert color="red">{messageOf(save.error)}</Alert>
        )}
        <TextInput
          label="File name"
          description="Its extension follows the file's type."
          {...form.register('filename')}
          error={form.formState.errors.filename?.message}
        />
        {file.kind === 'image' && (
          <Textarea
            label="Alt text"
            description="Describes the image for people who cannot see it."
            rows={3}
            {...form.register('altText')}
            error={form.formState.errors.altText?.message}
          />
        )}
        <WhereUsed fileId={file.id} />
        <Group justify="space-between">
          <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
            Delete
          </Button>
          <Button type="submit" loading={save.isPending}>
            {MESSAGES.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
