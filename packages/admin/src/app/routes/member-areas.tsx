import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { MemberAreasScreen } from '../../features/members/components/member-areas-screen.js';

export function MemberAreasRoute() {
  useDocumentTitle('Member areas · Tessera studio');
  return (
    <RequirePermission anyOf={['members.manage']}>
      <MemberAreasScreen />
    </RequirePermission>
  );
}
