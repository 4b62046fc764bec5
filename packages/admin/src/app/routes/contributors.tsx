import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { ContributorsScreen } from '../../features/contributors/components/contributors-screen.js';

/** Who may edit the site: invite, change roles, remove (administrators: `contributors.manage`). */
export function ContributorsRoute() {
  useDocumentTitle('Contributors · Tessera studio');
  return (
    <RequirePermission anyOf={['contributors.manage']}>
      <ContributorsScreen />
    </RequirePermission>
  );
}
