import {
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { api, request } from '../../lib/api-client.js';
import { messageOf } from '../../lib/api-error.js';
import { MESSAGES } from '../../lib/messages.js';
import { uploadImage } from '../../lib/upload-image.js';

const IMAGES_PER_PAGE = 24;
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

export interface ImageFieldProps {
  /** The field's name ('Thumbnail', 'Social image'); its buttons say 'Choose thumbnail' and so on. */
  label: string;
  description?: string;
  fileId: string | null;
  onChange: (fileId: string | null) => void;
  error?: string | undefined;
}

/** The cache key of one file's details (`GET /api/admin/files/:fileId`). */
export const fileQueryKey = (fileId: string | null) => ['file', fileId] as const;

/** One file's details (its asset URL, alt text), shared by every field showing it. */
export function useFile(fileId: string | null) {
  return useQuery({
    queryKey: fileQueryKey(fileId),
    enabled: fileId !== null,
    queryFn: ({ signal }) =>
      request(api.GET('/api/admin/files/{fileId}', { params: { path: { fileId: fileId ?? '' } }, signal })),
    staleTime: 5 * 60_000,
  });
}

function useImages(page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['files', 'list', 'image', '', page, IMAGES_PER_PAGE],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request(
        api.GET('/api/admin/files', {
          params: { query: { kind: 'image', limit: IMAGES_PER_PAGE, offset: (page - 1) * IMAGES_PER_PAGE } },
          signal,
        }),
      ),
  });
}

/**
 * One image of the site (an item's thumbnail, a page's social image), picked from the images in
 * the Files library ('Existing Files') or uploaded to it ('Upload File').
 */
export function ImageField({ label, description, fileId, onChange, error }: ImageFieldProps) {
  const noun = label.toLowerCase();
  const [picking, setPicking] = useState(false);
  const [page, setPage] = useState(1);
  const file = useFile(fileId);
  const images = useImages(page, picking);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadImage(chosen),
    onSuccess: (uploaded) => {
      onChange(uploaded.id);
      setPicking(false);
    },
  });
  const choose = (id: string) => {
    onChange(id);
    setPicking(false);
  };
  const src = fileId ? file.data?.assetUrl : undefined;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
      {src && (
        <Image
          src={`${src}?format=300w`}
          alt={file.data?.altText ?? ''}
          radius="sm"
          mah={140}
          fit="contain"
        />
      )}
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconPhoto size={16} aria-hidden />}
          onClick={() => setPicking(true)}
        >
          {fileId ? `Change ${noun}` : `Choose ${noun}`}
        </Button>
        {fileId && (
          <Button variant="subtle" color="red" onClick={() => onChange(null)}>
            Remove {noun}
          </Button>
        )}
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Modal opened={picking} onClose={() => setPicking(false)} title={MESSAGES.existingFiles} size="xl">
        <Stack>
          <FileButton accept={IMAGE_TYPES} onChange={(f) => f && upload.mutate(f)}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
              >
                {MESSAGES.uploadFile}
              </Button>
            )}
          </FileButton>
          {upload.error && (
            <Text size="sm" c="red" role="alert">
              {messageOf(upload.error)}
            </Text>
          )}
          {images.isError && (
            <Text size="sm" c="red" role="alert">
              {MESSAGES.unableToLoadResults}: {messageOf(images.error)}
            </Text>
          )}
          {images.data?.files.length === 0 && (
            <Text size="sm" c="dimmed">
              No images yet: upload one.
            </Text>
          )}
          <SimpleGrid
            cols={{ base: 2, xs: 3, sm: 4 }}
            spacing="sm"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {images.data?.files.map((image) => (
              <li key={image.id}>
                <UnstyledButton
                  onClick={() => choose(image.id)}
                  aria-label={`Use ${image.filename}`}
                  aria-pressed={image.id === fileId}
                  w="100%"
                >
                  <Image
                    src={image.assetUrl ? `${image.assetUrl}?format=300w` : undefined}
                    alt=""
                    h={110}
                    fit="cover"
                    radius="sm"
                  />
                  <Text size="xs" truncate>
                    {image.filename}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </SimpleGrid>
          {images.data && images.data.total > IMAGES_PER_PAGE && (
            <Pagination
              total={Math.ceil(images.data.total / IMAGES_PER_PAGE)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </Stack>
      </Modal>
    </Stack>
  );
}
