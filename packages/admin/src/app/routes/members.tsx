import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { MembersScreen } from '../../features/members/components/members-screen.js';

export function MembersRoute() {
  useDocumentTitle('Members · Tessera studio');
  return (
    <RequirePermission anyOf={['members.manage']}>
      <MembersScreen />
    </RequirePermission>
  );
}
