import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { FilesScreen } from '../../features/files/components/files-screen.js';

export function FilesRoute() {
  useDocumentTitle('Files · Tessera studio');
  return (
    <RequirePermission anyOf={['files.manage']}>
      <FilesScreen />
    </RequirePermission>
  );
}
