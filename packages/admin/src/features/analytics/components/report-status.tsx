import { EmptyState, Loader } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error.js';

export interface ReportStatusProps<T> {
  query: UseQueryResult<T>;
  /** The report once loaded. */
  children: (data: T) => ReactNode;
}

/** Loading, the studio's error with Retry, or the report (kept while the next range loads). */
export function ReportStatus<T>({ query, children }: ReportStatusProps<T>) {
  if (query.isPending) return <Loader role="status" aria-label="Loading" />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div
      aria-busy={query.isPlaceholderData || undefined}
      style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
    >
      {children(query.data)}
    </div>
  );
}

/** A report with nothing in the range. */
export function EmptyReport({ title, description }: { title: string; description?: string }) {
  return (
    <EmptyState
      mt="md"
      icon={<IconChartBar aria-hidden />}
      withIndicatorBackground
      title={title}
      description={description}
    />
  );
}
