import { Badge, Card, Image, SimpleGrid, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { StudioFile } from '../api/files.js';
import { formatFileSize } from '@tessera/core';
import { DataTable } from '../../../components/ui/data-table.js';

export interface FileListProps {
  files: readonly StudioFile[];
  onOpen: (file: StudioFile) => void;
}

function Thumbnail({ file, size }: { file: StudioFile; size: number }) {
  if (file.kind === 'image' && file.assetUrl)
    return (
      <Image
        src={`${file.assetUrl}?format=300w`}
        alt=""
        h={size}
        w={size === 40 ? 40 : '100%'}
        fit="cover"
        loading="lazy"
        style={{
          objectPosition: `${file.mediaFocalPoint.x * 100}% ${file.mediaFocalPoint.y * 100}%`,
        }}
      />
    );
  return <IconFile size={size === 40 ? 28 : 64} stroke={1.2} aria-hidden />;
}

/** The files as a grid of thumbnails; each opens its 'File Detail'. */
export function FileGrid({ files, onOpen }: FileListProps) {
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 3, sm: 4, lg: 6 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {files.map((file) => (
        <li key={file.id}>
          <Card withBorder padding={0} radius="sm">
            <UnstyledButton
              onClick={() => onOpen(file)}
              aria-label={file.filename}
              style={{ display: 'block' }}
            >
              <Card.Section style={{ display: 'grid', placeItems: 'center', height: 120 }}>
                <Thumbnail file={file} size={120} />
              </Card.Section>
              <Text size="xs" p={6} truncate="end" aria-hidden>
                {file.filename}
              </Text>
            </UnstyledButton>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}

const column = createColumnHelper<StudioFile>();

/** The files as a table: name, type, size, dimensions and when each was added. */
export function FileTable({ files, onOpen }: FileListProps) {
  const columns = useMemo(
    () => [
      column.display({
        id: 'preview',
        header: () => <VisuallyHidden>Preview</VisuallyHidden>,
        cell: ({ row }) => <Thumbnail file={row.original} size={40} />,
      }),
      column.accessor('filename', {
        header: 'Name',
        cell: ({ row }) => (
          <UnstyledButton onClick={() => onOpen(row.original)} fz="sm" fw={500} td="underline">
            {row.original.filename}
          </UnstyledButton>
        ),
      }),
      column.accessor('kind', {
        header: 'Type',
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.kind === 'image' ? 'blue' : 'gray'}>
            {row.original.contentType.split('/')[1]?.toUpperCase() ?? row.original.contentType}
          </Badge>
        ),
      }),
      column.accessor('byteSize', { header: 'Size', cell: ({ getValue }) => formatFileSize(getValue()) }),
      column.accessor('originalSize', {
        header: 'Dimensions',
        cell: ({ getValue }) => getValue()?.replace('x', ' × ') ?? '—',
      }),
      column.accessor('createdAt', {
        header: 'Added',
        cell: ({ getValue }) => new Date(getValue()).toLocaleDateString(),
      }),
    ],
    [onOpen],
  );
  const table = useReactTable({
    data: files as StudioFile[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (f) => f.id,
  });
  return <DataTable table={table} minWidth={600} verticalSpacing={4} />;
}
