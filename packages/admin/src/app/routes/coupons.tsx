import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { CouponsScreen } from '../../features/marketing/components/coupons-screen.js';

export function CouponsRoute() {
  useDocumentTitle('Coupons · Tessera studio');
  return (
    <RequirePermission anyOf={['commerce.settings']}>
      <CouponsScreen />
    </RequirePermission>
  );
}
