import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { PromoPopupScreen } from '../../features/marketing/components/promo-popup-screen.js';

export function PromoPopupRoute() {
  useDocumentTitle('Promotional pop-up · Tessera studio');
  return (
    <RequirePermission anyOf={['campaigns.edit']}>
      <PromoPopupScreen />
    </RequirePermission>
  );
}
