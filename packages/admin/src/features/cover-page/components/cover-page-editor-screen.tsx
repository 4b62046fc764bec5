import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.js';
import { splashPageQuery } from '../api/cover-page.js';
import { CoverPageEditor } from './cover-page-editor.js';

/** Loads the page's cover-page slide, then opens the editor on it. */
export function CoverPageEditorScreen() {
  const { pageId = '' } = useParams();
  const splash = useQuery(splashPageQuery(pageId));
  if (splash.error) return <LoadError error={splash.error} onRetry={() => void splash.refetch()} />;
  if (!splash.data)
    return (
      <Center mih={200}>
        <Loader role="status" aria-label="Loading the cover page" />
      </Center>
    );
  return <CoverPageEditor key={pageId} splash={splash.data} />;
}
