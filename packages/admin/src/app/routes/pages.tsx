import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../components/ui/page-header.js';
import { RequirePermission } from '../../components/ui/require-permission.js';

export function PagesRoute() {
  useDocumentTitle('Pages · Tessera studio');
  return (
    <RequirePermission anyOf={['content.edit', 'content.draft']}>
      <PageHeader
        title="Pages"
        description="Every page of your site, its navigation and what is not linked."
      />
    </RequirePermission>
  );
}
