import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.js';
import { useCan } from '../../../lib/session.js';
import { pageDraftQuery, pageQuery } from '../api/page-draft.js';
import { PageEditor } from './page-editor.js';

/** Loads the page and its draft, then opens the editor on them. */
export function PageEditorScreen() {
  const { pageId = '' } = useParams();
  const can = useCan();
  const draft = useQuery(pageDraftQuery(pageId));
  const page = useQuery(pageQuery(pageId));
  if (draft.isError || page.isError) {
    return (
      <LoadError
        error={draft.error ?? page.error}
        onRetry={() => {
          void draft.refetch();
          void page.refetch();
        }}
      />
    );
  }
  if (!draft.data || !page.data) {
    return (
      <Center mih={200}>
        <Loader role="status" aria-label="Loading the page" />
      </Center>
    );
  }
  return (
    <PageEditor
      key={pageId}
      pageId={pageId}
      title={page.data.title}
      fullUrl={page.data.fullUrl}
      draft={draft.data}
      canPublish={can('content.publish')}
    />
  );
}
