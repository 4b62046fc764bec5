import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { GiftCardsScreen } from '../../features/marketing/components/gift-cards-screen.js';

export function GiftCardsRoute() {
  useDocumentTitle('Gift cards · Tessera studio');
  return (
    <RequirePermission anyOf={['commerce.settings']}>
      <GiftCardsScreen />
    </RequirePermission>
  );
}
