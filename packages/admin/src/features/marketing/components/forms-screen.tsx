import { Anchor, Button, Drawer, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/ui/data-table.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { messageOf } from '../../../lib/api-error.js';
import { plural } from '../../../lib/format.js';
import {
  submissionsCsvUrl,
  useDeleteSubmission,
  useFormInboxes,
  useSubmissions,
  type Submission,
} from '../api/forms.js';
import { CursorPager, nextCursors } from './cursor-pager.js';

const column = createColumnHelper<Submission>();
const when = (ms: number) => new Date(ms).toLocaleString();

/** One submission: every answer in form order, with where it was sent from. */
function SubmissionDetail({ submission, onClose }: { submission: Submission | null; onClose: () => void }) {
  return (
    <Drawer
      opened={submission !== null}
      onClose={onClose}
      position="right"
      title={submission ? `Submission of ${when(submission.createdAt)}` : ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {submission && (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            From {submission.page.title || submission.page.path} ({submission.page.path})
          </Text>
          <Table aria-label="Answers">
            <Table.Tbody>
              {submission.summary.map((line) => (
                <Table.Tr key={line.fieldId}>
                  <Table.Th scope="row">{line.title}</Table.Th>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{line.answer}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Drawer>
  );
}

/**
 * Forms and their submissions: pick a form (with its submission count), then its submissions
 * newest first a page at a time; open one, delete one after confirming, or export them all as CSV.
 */
export function FormsScreen() {
  const inboxes = useFormInboxes();
  const [chosen, setChosen] = useState<string | null>(null);
  const formId = chosen ?? inboxes.data?.forms[0]?.id ?? null;
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const submissions = useSubmissions(formId, cursors.at(-1));
  const [open, setOpen] = useState<Submission | null>(null);
  const remove = useDeleteSubmission();

  const confirmDelete = (submission: Submission) =>
    modals.openConfirmModal({
      title: 'Delete this submission?',
      children: <Text size="sm">The submission of {when(submission.createdAt)} is removed for good.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(
          { formId: submission.formId, submissionId: submission.id },
          {
            onSuccess: () => notifications.show({ message: 'The submission was deleted' }),
            onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
          },
        ),
    });

  const columns = useMemo(
    () => [
      column.display({
        id: 'submitted',
        header: 'Submitted',
        cell: ({ row: { original: s } }) => (
          <Anchor component="button" type="button" onClick={() => setOpen(s)}>
            {when(s.createdAt)}
          </Anchor>
        ),
      }),
      column.display({
        id: 'answers',
        header: 'Answers',
        cell: ({ row: { original: s } }) => (
          <Text size="sm" lineClamp={2}>
            {s.summary
              .filter((line) => line.answer !== 'N/A')
              .slice(0, 3)
              .map((line) => `${line.title}: ${line.answer}`)
              .join(' · ')}
          </Text>
        ),
      }),
      column.display({ id: 'page', header: 'Page', cell: ({ row: { original: s } }) => s.page.path }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row: { original: s } }) => (
          <Button
            size="xs"
            variant="default"
            aria-label={`Delete submission of ${when(s.createdAt)}`}
            onClick={() => confirmDelete(s)}
          >
            Delete
          </Button>
        ),
      }),
    ],
    // The row actions only open dialogs: the columns never change.
    [],
  );
  const table = useReactTable({
    data: submissions.data?.submissions ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (s) => s.id,
  });

  const forms = inboxes.data?.forms ?? [];
  return (
    <Stack gap="md">
      <PageHeader
        title="Forms"
        description="What visitors sent through your site's forms."
        actions={
          formId && (
            <Button
              component="a"
              href={submissionsCsvUrl(formId)}
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Export CSV
            </Button>
          )
        }
      />
      {inboxes.isPending && <Loader role="status" aria-label="Loading" />}
      {inboxes.isError && <LoadError error={inboxes.error} onRetry={() => void inboxes.refetch()} />}
      {inboxes.data && forms.length === 0 && (
        <Text c="dimmed">No forms yet: add a form block to a page.</Text>
      )}
      {forms.length > 0 && (
        <Select
          label="Form"
          maw={360}
          allowDeselect={false}
          data={forms.map((f) => ({
            value: f.id,
            label: `${f.name} (${plural(f.submissionCount, 'submission', 'submissions')})`,
          }))}
          value={formId}
          onChange={(value) => {
            setChosen(value);
            setCursors([undefined]);
          }}
        />
      )}
      {submissions.isError && (
        <LoadError error={submissions.error} onRetry={() => void submissions.refetch()} />
      )}
      {submissions.data?.submissions.length === 0 && <Text c="dimmed">No submissions yet.</Text>}
      {submissions.data && submissions.data.submissions.length > 0 && (
        <>
          <DataTable table={table} minWidth={640} aria-label="Submissions" />
          <CursorPager
            page={cursors.length}
            hasNext={submissions.data.nextCursor !== null}
            onPrevious={() => setCursors(cursors.slice(0, -1))}
            onNext={() => setCursors(nextCursors(cursors, submissions.data?.nextCursor ?? null))}
          />
        </>
      )}
      <SubmissionDetail submission={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
