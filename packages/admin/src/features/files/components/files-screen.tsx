import '@mantine/dropzone/styles.css';
import {
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { plural } from '../../../lib/format.js';
import { MESSAGES } from '../../../lib/messages.js';
import { FILES_PAGE_SIZE, useFiles, type FileKindFilter, type StudioFile } from '../api/files.js';
import { useUploadQueue } from '../hooks/use-upload-queue.js';
import { FileDetail } from './file-detail.js';
import { FileGrid, FileTable } from './file-list.js';
import { UploadArea } from './upload-area.js';

type View = 'grid' | 'list';
const KINDS = [
  { value: 'all', label: 'All files' },
  { value: 'image', label: 'Images' },
  { value: 'document', label: 'Documents' },
];

/**
 * Files & images: upload (drag and drop or choose, several at once, progress and cancel per
 * file), the site's files a page at a time as a grid or a list, and each file's 'File Detail'.
 */
export function FilesScreen() {
  const [view, setView] = useState<View>('grid');
  const [kind, setKind] = useState<FileKindFilter | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const files = useFiles(page, kind, debounced);
  const uploads = useUploadQueue();
  const open = useCallback((file: StudioFile) => setOpenId(file.id), []);
  const opened = files.data?.files.find((f) => f.id === openId);
  const pages = Math.max(1, Math.ceil((files.data?.total ?? 0) / FILES_PAGE_SIZE));

  return (
    <>
      <PageHeader
        title="Files"
        description="Images and documents of your site: upload them, name them, describe them and see where they are used."
      />
      <Stack gap="xl">
        <section aria-labelledby="upload-heading">
          <Title order={2} fz="h4" mb="xs" id="upload-heading">
            {MESSAGES.uploadFile}
          </Title>
          <UploadArea
            queue={uploads.queue}
            onFiles={uploads.add}
            onCancel={uploads.cancel}
            onDismiss={uploads.dismiss}
          />
        </section>
        <section aria-labelledby="existing-heading">
          <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
            <Title order={2} fz="h4" id="existing-heading">
              {MESSAGES.existingFiles}
            </Title>
            <Group gap="xs">
              <TextInput
                aria-label="Search files"
                placeholder="Search by name"
                value={search}
                w={180}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  setPage(1);
                }}
              />
              <Select
                aria-label="Show"
                data={KINDS}
                value={kind ?? 'all'}
                allowDeselect={false}
                w={140}
                onChange={(value) => {
                  setKind(value === 'image' || value === 'document' ? value : undefined);
                  setPage(1);
                }}
              />
              <SegmentedControl
                aria-label="View"
                value={view}
                onChange={(value) => setView(value as View)}
                data={[
                  { value: 'grid', label: 'Grid' },
                  { value: 'list', label: 'List' },
                ]}
              />
            </Group>
          </Group>
          {files.isPending && <Loader role="status" aria-label="Loading files" />}
          {files.isError && <LoadError error={files.error} onRetry={() => void files.refetch()} />}
          {files.data &&
            (files.data.files.length === 0 ? (
              <Text c="dimmed" size="sm">
                {debounced || kind ? 'No files match.' : 'No files yet. Upload images or documents above.'}
              </Text>
            ) : (
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {plural(files.data.total, 'file', 'files')}
                </Text>
                {view === 'grid' ? (
                  <FileGrid files={files.data.files} onOpen={open} />
                ) : (
                  <FileTable files={files.data.files} onOpen={open} />
                )}
                {pages > 1 && (
                  <Pagination
                    total={pages}
                    value={page}
                    onChange={setPage}
                    getControlProps={(control) => ({
                      'aria-label':
                        control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
                    })}
                  />
                )}
              </Stack>
            ))}
        </section>
      </Stack>
      <FileDetail file={opened} onClose={() => setOpenId(undefined)} />
    </>
  );
}
