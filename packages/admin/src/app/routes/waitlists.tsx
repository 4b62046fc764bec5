import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { WaitlistsScreen } from '../../features/waitlists/components/waitlists-screen.js';

export function WaitlistsRoute() {
  useDocumentTitle('Waitlists · Tessera studio');
  return (
    <RequirePermission anyOf={['forms.submissions']}>
      <WaitlistsScreen />
    </RequirePermission>
  );
}
