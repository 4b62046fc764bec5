import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { DonationsScreen } from '../../features/donations/components/donations-screen.js';

export function DonationsRoute() {
  useDocumentTitle('Donations · Tessera studio');
  return (
    <RequirePermission anyOf={['commerce.settings']}>
      <DonationsScreen />
    </RequirePermission>
  );
}
