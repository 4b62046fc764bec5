import { Alert, Button, FileInput, Group, List, Modal, Progress, Radio, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error.js';
import { importProducts, type ImportMode, type ImportReport } from '../api/import-products.js';

export interface ImportDialogProps {
  opened: boolean;
  onClose: () => void;
}

function Report({ report }: { report: ImportReport }) {
  return (
    <Stack gap="xs">
      {report.written ? (
        <Alert color="green" title="Import finished">
          {report.created} products created, {report.updated} updated.
        </Alert>
      ) : (
        <Alert color="red" title="Nothing was imported">
          {report.errors.length === 1
            ? '1 row has a problem.'
            : `${report.errors.length} rows have problems.`}{' '}
          Correct the file and import it again.
        </Alert>
      )}
      {report.errors.length > 0 && (
        <List size="sm" aria-label="Rows with problems">
          {report.errors.map((problem) => (
            <List.Item key={`${problem.line}-${problem.reason}`}>
              Line {problem.line}: {problem.reason}
            </List.Item>
          ))}
        </List>
      )}
      {report.written && report.held.length > 0 && (
        <Text size="sm">
          {report.held.length} rows of products with a bad row were left out: never a half-written product.
        </Text>
      )}
    </Stack>
  );
}

/**
 * Product CSV import: every row is checked first; nothing is written unless every row is valid
 * (or, when chosen, the valid products only). A bar follows the products written; each bad row
 * is listed with its line and reason.
 */
export function ImportDialog({ opened, onClose }: ImportDialogProps) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('all');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [running, setRunning] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    if (!file) return;
    setRunning(true);
    setReport(null);
    setError(null);
    setProgress(null);
    try {
      const done = await importProducts(await file.text(), mode, (d, total) =>
        setProgress({ done: d, total }),
      );
      setReport(done);
      if (done.written) void client.invalidateQueries({ queryKey: ['products'] });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Import products"
      size="lg"
    >
      <Stack>
        <FileInput
          label="CSV file"
          description="Shopify-like columns, as the export writes them."
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the file' }}
        />
        <Radio.Group label="When a row has a problem" value={mode} onChange={(v) => setMode(v as ImportMode)}>
          <Stack gap={6} mt={6}>
            <Radio value="all" label="Import nothing" />
            <Radio value="valid-rows" label="Import the valid products only" />
          </Stack>
        </Radio.Group>
        {(running || progress) && (
          <Progress
            aria-label="Import progress"
            value={progress && progress.total > 0 ? (100 * progress.done) / progress.total : 0}
            animated={running}
          />
        )}
        {progress && (
          <Text size="sm" c="dimmed">
            {progress.done} of {progress.total} products written
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {report && <Report report={report} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => void start()} loading={running} disabled={!file}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
