import { Button, Group } from '@mantine/core';

interface CursorPagerProps {
  /** The page shown, counted from 1. */
  page: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous/Next over a cursor-paged list (the server hands out the next page's cursor). */
export function CursorPager({ page, hasNext, onPrevious, onNext }: CursorPagerProps) {
  if (page === 1 && !hasNext) return null;
  return (
    <Group gap="xs" aria-label="Pages" role="navigation">
      <Button variant="default" size="xs" disabled={page === 1} onClick={onPrevious}>
        Previous page
      </Button>
      <Button variant="default" size="xs" disabled={!hasNext} onClick={onNext}>
        Next page
      </Button>
    </Group>
  );
}

/** The cursors of the pages visited so far: [undefined] is the first page. */
export function nextCursors(cursors: (string | undefined)[], next: string | null): (string | undefined)[] {
  return next ? [...cursors, next] : cursors;
}
